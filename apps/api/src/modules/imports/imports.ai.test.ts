import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';

/** A local OpenAI-compatible peer; each test sets its reply and reads what it was asked. */
let reply: { content: string; status?: number } = { content: '{}' };
const received: Record<string, unknown>[] = [];
let server: Server;
let ctx: TestContext;
let premium: CreatedUser;
let free: CreatedUser;

const answer = (date: string) =>
  JSON.stringify({
    flights: [],
    stays: [
      {
        name: 'Casa do Largo',
        address: 'Largo do Carmo 3, Lisboa',
        checkIn: date,
        checkOut: '2099-13-45',
        price: 210.5,
        currency: 'eur',
      },
    ],
    tours: [],
  });

/** A mail no rule reads: no labels, no flight numbers, nothing structured. */
const MAIL =
  'Querida Ana, ficas connosco na Casa do Largo, Largo do Carmo 3, de quinta a domingo. Beijinhos!';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(raw || '{}'));
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply.content, refusal: null },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestApp({
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' },
  });
  premium = await createUser(ctx, { isPremium: true, language: 'en' });
  free = await createUser(ctx, { language: 'en' });
});
afterAll(async () => {
  await ctx.close();
  server.close();
});
beforeEach(() => {
  received.length = 0;
});

const paste = async (as: CreatedUser) => {
  const trip = await createTrip(ctx, as);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${trip.id}/imports`,
    payload: { text: MAIL },
    headers: as.auth,
  });
  return { res, trip };
};

describe('the AI engine as the last reader', () => {
  it('reads what the rules could not for a premium member, keeping only well-formed values, marked `ai`', async () => {
    reply = { content: answer('2031-05-02') };
    const { res } = await paste(premium);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookings).toEqual([
      expect.objectContaining({
        accommodationName: 'Casa do Largo',
        checkIn: '2031-05-02',
        checkOut: '',
        price: 210.5,
        currency: 'EUR',
        provenance: {
          source: 'ai',
          fields: { accommodationName: 'ai', address: 'ai', checkIn: 'ai', price: 'ai', currency: 'ai' },
        },
      }),
    ]);
    expect(received).toHaveLength(1);
    const body = received[0] as { messages: { content: string }[]; response_format: { type: string } };
    expect(body.response_format.type).toBe('json_schema');
    expect(body.messages[1]!.content).toContain('Casa do Largo');
  });

  it('is never asked for a free member', async () => {
    const { res } = await paste(free);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookings).toEqual([]);
    expect(res.json().warnings.map((w: { code: string }) => w.code)).toEqual(['imports.nothingFound']);
    expect(received).toHaveLength(0);
  });

  it('turns a failing engine into a warning, not an error', async () => {
    reply = { content: 'not json', status: 200 };
    const { res } = await paste(premium);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings.map((w: { code: string }) => w.code)).toEqual([
      'imports.aiUnavailable',
      'imports.nothingFound',
    ]);
  });
});
