import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_FILES_MAX } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { multipartBody, multipartFile, TINY_PDF } from '../../../test/multipart';

let ctx: TestContext;
let me: CreatedUser;
let tripId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
  tripId = (await createTrip(ctx, me)).id;
});
afterAll(() => ctx.close());

const MAIL = Buffer.from(
  'From: reservas@hotel.example\r\nTo: ana@example.com\r\nSubject: Your stay\r\n' +
    'Content-Type: text/html; charset=utf-8\r\n\r\n<script>alert(1)</script><p>Booking 123</p>\r\n',
);
const ZIP = Buffer.from('504b0304140000000800', 'hex');

const filesFolder = () => path.join(ctx.dataDir, 'uploads', 'trips', tripId, 'files');
const storedCount = () => (existsSync(filesFolder()) ? readdirSync(filesFolder()).length : 0);

async function newItem(kind: 'bookings' | 'tours') {
  const trip = (
    await ctx.app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: me.auth })
  ).json();
  const payload =
    kind === 'bookings'
      ? { accommodationName: 'Hotel Tejo', checkIn: trip.startDate, checkOut: trip.endDate }
      : { name: 'Tram 28', date: trip.startDate };
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${tripId}/${kind}`,
    payload,
    headers: me.auth,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().files).toEqual([]);
  return `/api/trips/${tripId}/${kind}/${res.json()._id}`;
}

const upload = (url: string, content: Buffer, fileName: string, type = 'application/octet-stream') => {
  const body = multipartFile(content, { fileName, type });
  return ctx.app.inject({
    method: 'POST',
    url: `${url}/files`,
    payload: body.payload,
    headers: { ...me.auth, ...body.headers },
  });
};

describe.each(['bookings', 'tours'] as const)('files on %s', (kind) => {
  it('keeps a PDF voucher: listed on the item, downloaded as an attachment with its name, removed', async () => {
    const url = await newItem(kind);
    const added = await upload(url, TINY_PDF, 'Voucher Lisboa.pdf', 'application/pdf');
    expect(added.statusCode).toBe(201);
    const [file] = added.json().files;
    expect(file).toEqual({
      _id: expect.any(String),
      fileName: 'Voucher Lisboa.pdf',
      size: TINY_PDF.length,
      contentType: 'application/pdf',
    });
    const listed = await ctx.app.inject({ method: 'GET', url: `${url}/files`, headers: me.auth });
    expect(listed.json()).toEqual([file]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: me.auth })).json().files).toEqual([file]);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `${url}/files/${file._id}`,
      headers: me.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Voucher Lisboa.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);

    const before = storedCount();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${url}/files/${file._id}`,
      headers: me.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(storedCount()).toBe(before - 1);
    const gone = await ctx.app.inject({ method: 'GET', url: `${url}/files/${file._id}`, headers: me.auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('FILE_NOT_FOUND');
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${url}/files/${file._id}`,
      headers: me.auth,
    });
    expect(again.json().code).toBe('FILE_NOT_FOUND');
  });

  it('keeps a mail as message/rfc822 under .eml, sent as an attachment in a sandbox, never rendered', async () => {
    const url = await newItem(kind);
    const added = await upload(url, MAIL, 'confirmation.eml', 'message/rfc822');
    expect(added.statusCode).toBe(201);
    const [file] = added.json().files;
    expect(file).toMatchObject({ fileName: 'confirmation.eml', contentType: 'message/rfc822' });
    const download = await ctx.app.inject({
      method: 'GET',
      url: `${url}/files/${file._id}`,
      headers: me.auth,
    });
    expect(download.headers['content-type']).toBe('message/rfc822');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload.equals(MAIL)).toBe(true);
  });

  it.each([
    ['an archive', ZIP, 'voucher.zip'],
    ['an archive named as a PDF', ZIP, 'voucher.pdf'],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'voucher.html'],
    ['binary text', Buffer.from([0x41, 0, 0x42]), 'voucher.eml'],
  ])('refuses %s with 415 and keeps nothing', async (_, content, fileName) => {
    const url = await newItem(kind);
    const before = storedCount();
    const res = await upload(url, content, fileName);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(storedCount()).toBe(before);
  });

  it('answers 400 for a request without a file and 404 for an unknown item or file', async () => {
    const url = await newItem(kind);
    const empty = multipartBody([{ field: 'note', content: 'x' }]);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `${url}/files`,
      payload: empty.payload,
      headers: { ...me.auth, ...empty.headers },
    });
    expect(noFile.statusCode).toBe(400);
    const missing = url.replace(/[^/]+$/, '00000000-0000-7000-8000-000000000000');
    expect((await upload(missing, TINY_PDF, 'a.pdf')).statusCode).toBe(404);
    const file = await ctx.app.inject({ method: 'GET', url: `${url}/files/nope`, headers: me.auth });
    expect(file.json().code).toBe('FILE_NOT_FOUND');
  });

  it(`keeps at most ${ITEM_FILES_MAX} files per item (409 after)`, async () => {
    const url = await newItem(kind);
    for (let i = 0; i < ITEM_FILES_MAX; i++)
      expect((await upload(url, TINY_PDF, `${i}.pdf`)).statusCode).toBe(201);
    const before = storedCount();
    const full = await upload(url, TINY_PDF, 'one-more.pdf');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('TOO_MANY_FILES');
    expect(storedCount()).toBe(before);
  });

  it('removes the stored files with the item', async () => {
    const url = await newItem(kind);
    await upload(url, TINY_PDF, 'a.pdf');
    await upload(url, MAIL, 'b.eml');
    const before = storedCount();
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: me.auth })).statusCode).toBe(204);
    expect(storedCount()).toBe(before - 2);
  });
});

it('deleting the trip deletes its items’ files', async () => {
  const other = await createTrip(ctx, me);
  const trip = (
    await ctx.app.inject({ method: 'GET', url: `/api/trips/${other.id}`, headers: me.auth })
  ).json();
  const stay = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${other.id}/bookings`,
    payload: { accommodationName: 'Inn', checkIn: trip.startDate, checkOut: trip.endDate },
    headers: me.auth,
  });
  expect(
    (await upload(`/api/trips/${other.id}/bookings/${stay.json()._id}`, TINY_PDF, 'a.pdf')).statusCode,
  ).toBe(201);
  const folder = path.join(ctx.dataDir, 'uploads', 'trips', other.id);
  expect(readdirSync(path.join(folder, 'files'))).toHaveLength(1);
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: `/api/trips/${other.id}`, headers: me.auth })).statusCode,
  ).toBe(204);
  expect(existsSync(folder)).toBe(false);
});
