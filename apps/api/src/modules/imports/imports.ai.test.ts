import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { count } from 'drizzle-orm';
import { aiUsages } from '../../db/schema';

/** A local OpenAI-compatible peer; each test sets its reply and reads what it was asked. */
let reply: { content: string; status?: number } = { content: '{}' };
const received: Record<string, unknown>[] = [];
let server: Server;
let ctx: TestContext;
let premium: CreatedUser;

const answer = (date: string) =>
  JSON.stringify({
    flights: [],
    stays: [
      {
        name: 'Casa do Largo',
        address: 'Largo do Carmo 3, Lisboa',
        confirmationNumber: 'CL-2031/77',
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
    env: {
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '2000',
      AI_MONTHLY_LIMIT: '30',
      AI_IMPORT_FREE_MONTHLY: '2',
    },
  });
  premium = await createUser(ctx, { isPremium: true, language: 'en' });
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

const remaining = async (as: CreatedUser) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/users/remaining-usages/import', headers: as.auth })
  ).json() as { remainingUsages: number; limit: number };
const codes = (res: { json: () => { warnings: { code: string }[] } }) =>
  res.json().warnings.map((w) => w.code);

describe('the AI engine as the last reader', () => {
  it('asks through the AI module’s engine: one OpenAI-compatible request with the JSON schema', async () => {
    reply = { content: answer('2031-05-02') };
    await paste(premium);
    expect(received).toHaveLength(1);
    const body = received[0] as {
      model: string;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
    };
    expect(body.model).toBe('test-model');
    expect(body.response_format.json_schema).toMatchObject({ name: 'bookings', strict: true });
    expect(body.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['flights', 'stays', 'tours'],
    });
  });

  it('reads what the rules could not for a premium member, keeping only well-formed values, marked `ai`', async () => {
    reply = { content: answer('2031-05-02') };
    const { res } = await paste(premium);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookings).toEqual([
      expect.objectContaining({
        accommodationName: 'Casa do Largo',
        confirmationNumber: 'CL-2031/77',
        checkIn: '2031-05-02',
        checkOut: '',
        price: 210.5,
        currency: 'EUR',
        provenance: {
          source: 'ai',
          fields: {
            accommodationName: 'ai',
            address: 'ai',
            confirmationNumber: 'ai',
            checkIn: 'ai',
            price: 'ai',
            currency: 'ai',
          },
        },
      }),
    ]);
    expect(received).toHaveLength(1);
    const body = received[0] as { messages: { content: string }[]; response_format: { type: string } };
    expect(body.response_format.type).toBe('json_schema');
    expect(body.messages[1]!.content).toContain('Casa do Largo');
  });

  it('spends one usage of the `import` counter for each reading, a premium member within AI_MONTHLY_LIMIT', async () => {
    const member = await createUser(ctx, { isPremium: true, language: 'en' });
    expect(await remaining(member)).toMatchObject({ remainingUsages: 30, limit: 30 });
    reply = { content: answer('2031-05-02') };
    expect((await paste(member)).res.json().bookings).toHaveLength(1);
    expect(await remaining(member)).toMatchObject({ remainingUsages: 29, limit: 30 });
  });

  it('reads for a free member within the small allowance, then keeps what the rules found and says why', async () => {
    const someone = await createUser(ctx, { language: 'es' });
    expect(await remaining(someone)).toMatchObject({ remainingUsages: 2, limit: 2 });
    reply = { content: answer('2031-05-02') };
    for (let i = 0; i < 2; i++) {
      const { res } = await paste(someone);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().bookings).toHaveLength(1);
    }
    expect(received).toHaveLength(2);
    expect(await remaining(someone)).toMatchObject({ remainingUsages: 0, limit: 2 });

    const { res } = await paste(someone);
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(2);
    expect(res.json().bookings).toEqual([]);
    expect(codes(res)).toEqual(['imports.aiAllowanceUsed', 'imports.nothingFound']);
    // In the person's language, addressing them as "tú".
    expect(res.json().warnings[0].message).toMatch(/^Ya usaste las lecturas con IA de este mes/);
  });

  it('is not asked, and spends nothing, when the rules found the booking', async () => {
    const someone = await createUser(ctx, { language: 'en' });
    const trip = await createTrip(ctx, someone);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/imports`,
      payload: { text: `Booking confirmation\nFlight: TP 1234\nDate: ${trip.startDate}\nLIS → OPO` },
      headers: someone.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().flights).toHaveLength(1);
    expect(received).toHaveLength(0);
    expect(await remaining(someone)).toMatchObject({ remainingUsages: 2 });
  });

  it('turns a failing engine into a warning, not an error, and gives the usage back', async () => {
    const before = (await remaining(premium)).remainingUsages;
    for (const failing of [
      { content: 'not json' },
      { content: '{"flights": 3}' },
      { content: '', status: 500 },
    ]) {
      reply = failing;
      const { res } = await paste(premium);
      expect(res.statusCode, res.body).toBe(200);
      expect(codes(res)).toEqual(['imports.aiUnavailable', 'imports.nothingFound']);
    }
    expect((await remaining(premium)).remainingUsages).toBe(before);
  });
});

describe('without an AI engine', () => {
  it('reads with the rules only and spends nothing', async () => {
    const plain = await createTestApp();
    try {
      const someone = await createUser(plain, { language: 'en' });
      const trip = await createTrip(plain, someone);
      const res = await plain.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}/imports`,
        payload: { text: MAIL },
        headers: someone.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(codes(res)).toEqual(['imports.nothingFound']);
      const left = await plain.app.inject({
        method: 'GET',
        url: '/api/users/remaining-usages/import',
        headers: someone.auth,
      });
      expect(left.json()).toMatchObject({ remainingUsages: 5, limit: 5 });
      const [row] = await plain.db.select({ used: count() }).from(aiUsages);
      expect(row!.used).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
