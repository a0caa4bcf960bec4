import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { tripSummarySchema } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { fillTrip } from '../../../test/trip-contents';

// The same database served twice: one app keeps each person's list by its revision, the other builds it
// on every read. After any change, both must send the same list.
let database: DatabaseHandle;
let keeping: TestContext;
let building: TestContext;
const queries: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase((query) => queries.push(query));
  keeping = await createTestApp({ database });
  building = await createTestApp({ database, configure: (config) => (config.pageCacheMb = 0) });
});
afterAll(async () => {
  await keeping?.close();
  await building?.close();
  await database?.close();
});
afterEach(() => void vi.useRealTimers());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const LIST = '/api/trips?when=all';

const list = (app: TestContext, who: CreatedUser, url = LIST, held?: string) =>
  app.app.inject({ url, headers: { ...who.auth, ...(held ? { 'if-none-match': held } : {}) } });
const titles = (body: string) => (JSON.parse(body) as { title: string }[]).map((trip) => trip.title);
const run = (query: string) => keeping.db.execute(sql.raw(query));

/** Reads the list of each person from both apps, and expects the same answer from each. */
async function expectCurrent(people: CreatedUser[], what: string) {
  for (const who of people) {
    const kept = await list(keeping, who);
    const built = await list(building, who);
    expect(kept.statusCode, what).toBe(200);
    expect(kept.body, `${what}: the kept list of ${who.user.name}`).toBe(built.body);
    expect(kept.headers['x-next-cursor'], what).toBe(built.headers['x-next-cursor']);
  }
}

describe("a person's list of trips, kept by its revision", () => {
  it('answers a revisit from what it kept (the revision read only), and 304 for its tag', async () => {
    const me = await createUser(keeping, { language: 'en' });
    await createTrip(keeping, me, { title: 'Porto' });
    const first = await list(keeping, me);
    expect(titles(first.body)).toEqual(['Porto']);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"r\d+-/);

    queries.length = 0;
    const again = await list(keeping, me);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(tag);
    // The token's read and the list's revision: no trip is read.
    expect(queries, queries.join('\n')).toHaveLength(2);

    queries.length = 0;
    const held = await list(keeping, me, LIST, tag);
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(queries).toHaveLength(2);
    // Another instance (nothing kept) answers the same tag for the same list.
    expect((await list(building, me, LIST, tag)).statusCode).toBe(304);
  });

  it('sends the list exactly as its schema describes it (it skips re-validation)', async () => {
    const me = await createUser(keeping);
    const friend = await createUser(keeping);
    await createTrip(keeping, me, { budgetMinor: 120_000, currency: 'EUR' });
    const theirs = await createTrip(keeping, friend, { destinationCountryCode: 'JP' });
    await shareTrip(keeping, theirs.id, me, 'admin');
    const trips = (await list(keeping, me)).json();
    expect(trips).toHaveLength(2);
    // parse() drops any field the schema does not know: an answer equal to its parse has none.
    expect(trips).toEqual(tripSummarySchema.array().parse(trips));
  });

  it('shows every change to what it lists at once, for the owner and those the trips are shared with', async () => {
    const me = await createUser(keeping, { language: 'en' });
    const friend = await createUser(keeping, { language: 'pt' });
    const mine = await createTrip(keeping, me, { title: 'Lisbon', startDate: day(5), endDate: day(9) });
    const people = [me, friend];
    await expectCurrent(people, 'at first');

    const changes: [string, () => Promise<unknown>][] = [
      ['a share given', () => shareTrip(keeping, mine.id, friend, 'viewer')],
      [
        'the trip renamed through the API',
        () =>
          keeping.app.inject({
            method: 'PUT',
            url: `/api/trips/${mine.id}`,
            headers: me.auth,
            payload: { title: 'Lisboa' },
          }),
      ],
      [
        'its dates moved in the database',
        () =>
          run(
            `update trips set start_date = '${day(-20)}', end_date = '${day(-15)}' where id = '${mine.id}'`,
          ),
      ],
      [
        'its destination',
        () =>
          run(
            `update trips set destination_country_code = 'BR', destination_lon = -43.2 where id = '${mine.id}'`,
          ),
      ],
      [
        'the share made admin',
        () =>
          run(
            `update trip_shares set role = 'admin' where trip_id = '${mine.id}' and user_id = '${friend.user.id}'`,
          ),
      ],
      ['a trip of the friend', () => createTrip(keeping, friend, { title: 'Recife' })],
      [
        'a trip added through the API',
        () =>
          keeping.app.inject({
            method: 'POST',
            url: '/api/trips',
            headers: me.auth,
            payload: {
              title: 'Madrid',
              destination: { name: 'Madrid', countryCode: 'ES', lat: 40.4, lon: -3.7 },
              startDate: day(40),
              endDate: day(44),
              budget: 'mid-range',
              interests: [],
              currency: 'EUR',
            },
          }),
      ],
      [
        'the share taken back',
        () => run(`delete from trip_shares where trip_id = '${mine.id}' and user_id = '${friend.user.id}'`),
      ],
      [
        'the trip handed to the friend',
        () => run(`update trips set owner_id = '${friend.user.id}' where id = '${mine.id}'`),
      ],
    ];
    for (const [what, change] of changes) {
      // Each person's list is kept before the change.
      for (const who of people) await list(keeping, who);
      await change();
      await expectCurrent(people, what);
    }
    expect(titles((await list(keeping, friend)).body)).toEqual(['Recife', 'Lisboa']);
    expect(titles((await list(keeping, me)).body)).toEqual(['Madrid']);
  });

  it('keeps its revision through changes inside a trip, which it does not show', async () => {
    const me = await createUser(keeping);
    const trip = await createTrip(keeping, me);
    const tag = (await list(keeping, me)).headers.etag as string;
    await fillTrip(keeping, trip, 2);
    await run(`update trips set revision = revision + 1 where id = '${trip.id}'`);
    expect((await list(keeping, me, LIST, tag)).statusCode).toBe(304);
    // What the list shows: a new tag, which the old one does not match.
    await run(`update trips set notes = 'Changed' where id = '${trip.id}'`);
    const after = await list(keeping, me, LIST, tag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
  });

  it('loses the trips of a person who deleted their account', async () => {
    const me = await createUser(keeping);
    const friend = await createUser(keeping);
    const theirs = await createTrip(keeping, friend, { title: 'Gone with them' });
    await shareTrip(keeping, theirs.id, me, 'viewer');
    expect(titles((await list(keeping, me)).body)).toEqual(['Gone with them']);
    await run(`delete from users where id = '${friend.user.id}'`);
    await expectCurrent([me], 'the owner gone');
    expect(titles((await list(keeping, me)).body)).toEqual([]);
  });

  it('keeps each language, filter and page apart', async () => {
    const me = await createUser(keeping);
    for (let i = 1; i <= 3; i++)
      await createTrip(keeping, me, {
        title: `Trip ${i}`,
        startDate: day(i * 3),
        endDate: day(i * 3 + 1),
        destinationCountryCode: 'DE',
      });
    const countries = async (language: string) =>
      (await keeping.app.inject({ url: LIST, headers: { ...me.auth, 'accept-language': language } }))
        .json()
        .map((trip: { destination: { country: string } }) => trip.destination.country);
    expect(await countries('en')).toEqual(['Germany', 'Germany', 'Germany']);
    expect(await countries('pt')).toEqual(['Alemanha', 'Alemanha', 'Alemanha']);
    const first = await list(keeping, me, '/api/trips?when=upcoming&limit=2');
    expect(titles(first.body)).toEqual(['Trip 1', 'Trip 2']);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    // Kept, the page still carries its cursor.
    expect((await list(keeping, me, '/api/trips?when=upcoming&limit=2')).headers['x-next-cursor']).toBe(
      cursor,
    );
    const next = await list(keeping, me, `/api/trips?when=upcoming&limit=2&cursor=${cursor}`);
    expect(titles(next.body)).toEqual(['Trip 3']);
    expect(next.headers['x-next-cursor']).toBeUndefined();
    expect(titles((await list(keeping, me, '/api/trips?when=past')).body)).toEqual([]);
  });

  it('moves on with the date at the destination, though nothing in the database changed', async () => {
    const me = await createUser(keeping);
    // A destination whose local date turns at the next full hour (UTC): 23:xx there now.
    const now = new Date();
    const offset = ((23 - now.getUTCHours() + 36) % 24) - 12;
    const tomorrowThere = new Date(now.getTime() + (offset + 24) * 3_600_000).toISOString().slice(0, 10);
    await createTrip(keeping, me, {
      title: 'Starts at midnight there',
      destinationLon: offset * 15,
      startDate: tomorrowThere,
      endDate: tomorrowThere,
    });
    const stateOf = async () => (await list(keeping, me)).json()[0].timeState;
    expect(await stateOf()).toBe('starting-soon');
    const nextHour = Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: nextHour + 60_000 });
    expect(await stateOf()).toBe('in-progress');
  });
});
