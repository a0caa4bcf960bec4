import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { multipartBody, multipartFile, TINY_PDF } from '../../../test/multipart';

let ctx: TestContext;
let me: CreatedUser;
let url: string;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
  const trip = await createTrip(ctx, me);
  const flight = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${trip.id}/flights`,
    headers: me.auth,
    payload: {
      airline: 'TAP Air Portugal',
      flightNumber: 'TP 88',
      departure: { airport: 'GRU', time: '2027-07-15T22:00' },
      arrival: { airport: 'LIS', time: '2027-07-16T11:05' },
    },
  });
  url = `/api/trips/${trip.id}/flights/${flight.json()._id}/ticket`;
});
afterAll(() => ctx.close());

const put = (payload: Buffer | string, contentType: string) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: { ...me.auth, 'content-type': contentType } });
const send = (body: { payload: Buffer; headers: { 'content-type': string } }) =>
  put(body.payload, body.headers['content-type']);
const pdf = { field: 'file', fileName: 'ticket.pdf', type: 'application/pdf', content: TINY_PDF };

async function expectNoTicket() {
  const flight = await ctx.app.inject({ method: 'GET', url: url.replace(/\/ticket$/, ''), headers: me.auth });
  expect(flight.json().ticket).toBeNull();
}

describe('PUT /api/trips/:id/flights/:flightId/ticket with a broken envelope', () => {
  const body = multipartFile(TINY_PDF);
  const boundary = body.headers['content-type'].split('boundary=')[1]!;

  it.each([
    ['no boundary', body.payload, 'multipart/form-data'],
    ['an empty boundary', body.payload, 'multipart/form-data; boundary='],
    ['a boundary the body does not use', body.payload, 'multipart/form-data; boundary=somethingElse'],
    [
      'a boundary longer than any parser allows',
      body.payload,
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ],
    [
      'a body cut inside the file',
      body.payload.subarray(0, body.payload.length - 40),
      body.headers['content-type'],
    ],
    ['a body cut inside the part headers', body.payload.subarray(0, 30), body.headers['content-type']],
    ['a body that never opens a part', Buffer.from('just some bytes'), body.headers['content-type']],
  ])('answers 400 BAD_REQUEST for %s', async (_, payload, contentType) => {
    const res = await put(payload, contentType);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    await expectNoTicket();
  });

  it.each([
    ['an empty form', Buffer.from(`--${boundary}--\r\n`), body.headers['content-type']],
    ['an empty body', Buffer.alloc(0), body.headers['content-type']],
    [
      'a part without headers',
      Buffer.from(`--${boundary}\r\n\r\n%PDF\r\n--${boundary}--\r\n`),
      body.headers['content-type'],
    ],
    ['JSON', JSON.stringify({ file: 'x' }), 'application/json'],
  ])('answers 400 VALIDATION_ERROR on `file` for %s', async (_, payload, contentType) => {
    const res = await put(payload, contentType);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'file' }] });
  });
});

describe('PUT /api/trips/:id/flights/:flightId/ticket with other parts than one `file`', () => {
  const ONLY_FILE = 'Send one file in the field “file” and nothing else.';

  it.each([
    ['a file under another name', [{ ...pdf, field: 'photo' }]],
    ['a text field before the file', [{ field: 'note', content: 'hello' }, pdf]],
    ['a text field after the file', [pdf, { field: 'note', content: 'hello' }]],
    ['a text field named file', [{ field: 'file', content: 'hello' }]],
    ['two files', [pdf, pdf]],
    ['a prototype key as the name', [{ ...pdf, field: '__proto__' }]],
    ['a hundred fields', Array.from({ length: 100 }, (_, i) => ({ field: `f${i}`, content: 'x' }))],
    ['a thousand files', Array.from({ length: 1000 }, () => pdf)],
  ])('answers 400 UNEXPECTED_FIELD for %s', async (_, parts) => {
    const res = await send(multipartBody(parts));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'UNEXPECTED_FIELD',
      error: 'Bad Request',
      message: ONLY_FILE,
    });
    await expectNoTicket();
  });
});

describe('the ticket’s file name', () => {
  it('is cut to 255 characters, keeping the extension and whole characters', async () => {
    const res = await send(
      multipartFile(TINY_PDF, { fileName: `${'é'.repeat(100)}${'🛫'.repeat(400)}.pdf` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { fileName } = res.json().ticket as { fileName: string };
    expect(Array.from(fileName)).toHaveLength(255);
    expect(fileName).toBe(`${'é'.repeat(100)}${'🛫'.repeat(151)}.pdf`);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: me.auth })).statusCode).toBe(204);
  });
});
