import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { forgetOldChangeKeys } from './change-keys';

/**
 * Idempotency-Key on the creations the offline queue sends (an expense, a place, a tip): the same change
 * sent twice (a reload while it was on its way) makes one thing, and both sendings answer it.
 */

let ctx: TestContext;
let owner: CreatedUser;
let viewer: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { name: 'Olga', language: 'en' });
  viewer = await createUser(ctx, { name: 'Vera', language: 'en' });
});
afterAll(() => ctx.close());

const send = (who: CreatedUser, url: string, payload: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...who.auth, ...(key !== undefined && { 'idempotency-key': key }) },
  });

async function trip() {
  const made = await createTrip(ctx, owner, {
    startDate: '2027-05-01',
    endDate: '2027-05-05',
    currency: 'BRL',
  });
  await shareTrip(ctx, made.id, viewer, 'viewer');
  const base = `/api/trips/${made.id}`;
  const people = (
    await ctx.app.inject({ method: 'GET', url: `${base}/participants`, headers: owner.auth })
  ).json();
  // Olga, the expenses' payer and only share on this trip.
  olga = (people as { _id: string; userId: string | null }[]).find(
    (person) => person.userId === owner.user.id,
  )!._id;
  return base;
}
let olga = '';

const taxi = {
  description: 'Airport taxi',
  amount: '25.00',
  currency: 'BRL',
  category: 'transportation',
  date: '2027-05-01',
  division: 'equal',
  get paidBy() {
    return olga;
  },
  get participants() {
    return [{ participantId: olga }];
  },
};
const place = { date: '2027-05-02', timeOfDay: 'morning', placeName: 'Sete Cidades' };
const tip = { category: 'money', text: 'Bring small notes' };

const count = async (url: string) =>
  ((await ctx.app.inject({ method: 'GET', url, headers: owner.auth })).json() as unknown[]).length;

describe('a creation sent again with its Idempotency-Key', () => {
  it.each([
    ['an expense', 'expenses', taxi],
    ['an itinerary place', 'itinerary', place],
    ['a tip', 'tips', tip],
  ])('%s is made once; the second sending answers the first one', async (_name, path, body) => {
    const base = await trip();
    const key = randomUUID();
    const first = await send(owner, `${base}/${path}`, body, key);
    const again = await send(owner, `${base}/${path}`, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const listed =
      path === 'itinerary'
        ? (
            (
              await ctx.app.inject({ method: 'GET', url: `${base}/itinerary`, headers: owner.auth })
            ).json() as {
              items: unknown[];
            }[]
          ).flatMap((day) => day.items).length
        : await count(`${base}/${path}`);
    expect(listed).toBe(1);
  });

  it('sent twice at the same moment, makes one expense', async () => {
    const base = await trip();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(owner, `${base}/expenses`, taxi, key)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json()._id)).size).toBe(1);
    expect(await count(`${base}/expenses`)).toBe(1);
  });

  it('without a key, or with another, makes a new one each time; a key is per trip', async () => {
    const base = await trip();
    const key = randomUUID();
    await send(owner, `${base}/expenses`, taxi);
    await send(owner, `${base}/expenses`, taxi);
    await send(owner, `${base}/expenses`, taxi, key);
    await send(owner, `${base}/expenses`, taxi, randomUUID());
    expect(await count(`${base}/expenses`)).toBe(4);
    const other = await trip();
    expect((await send(owner, `${other}/expenses`, taxi, key)).statusCode).toBe(201);
    expect(await count(`${other}/expenses`)).toBe(1);
  });

  it('refuses a key that is not a UUID, naming the header, and makes nothing', async () => {
    const base = await trip();
    const res = await send(owner, `${base}/expenses`, taxi, 'again-please');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'idempotency-key', message: 'The Idempotency-Key must be a UUID.' }],
    });
    expect(await count(`${base}/expenses`)).toBe(0);
  });

  it('refuses a key reused for another kind of change (409), and a change whose result was deleted', async () => {
    const base = await trip();
    const key = randomUUID();
    const made = (await send(owner, `${base}/expenses`, taxi, key)).json();
    const reused = await send(owner, `${base}/tips`, tip, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CHANGE_KEY_REUSED' });
    expect(await count(`${base}/tips`)).toBe(0);

    await ctx.app.inject({ method: 'DELETE', url: `${base}/expenses/${made._id}`, headers: owner.auth });
    const resent = await send(owner, `${base}/expenses`, taxi, key);
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({
      code: 'CHANGE_ALREADY_MADE',
      message: 'This change was already made (and what it created has since been removed).',
    });
    expect(await count(`${base}/expenses`)).toBe(0);
  });

  it('answers a viewer who sends a known key as any write: 403, and shows them nothing', async () => {
    const base = await trip();
    const key = randomUUID();
    await send(owner, `${base}/expenses`, taxi, key);
    const res = await send(viewer, `${base}/expenses`, taxi, key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('_id');
  });

  it('is forgotten after 30 days (the daily job): the same key then makes a new one', async () => {
    const base = await trip();
    const key = randomUUID();
    await send(owner, `${base}/tips`, tip, key);
    await forgetOldChangeKeys(ctx.db, new Date(Date.now() + 29 * 86_400_000));
    await send(owner, `${base}/tips`, tip, key);
    expect(await count(`${base}/tips`)).toBe(1);
    await forgetOldChangeKeys(ctx.db, new Date(Date.now() + 31 * 86_400_000));
    await send(owner, `${base}/tips`, tip, key);
    expect(await count(`${base}/tips`)).toBe(2);
  });
});
