import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { tripDaySchema, tripDetailSchema } from '@trilha/shared';
import { fillTrip } from '../../../test/trip-contents';

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const validTrip = {
  title: 'Lisbon with friends',
  destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
  startDate: day(3),
  endDate: day(10),
  budget: 'mid-range',
  interests: ['food', 'history', 'food'],
  currency: 'EUR',
  notes: 'Pastéis de nata at Belém.',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: CreatedUser, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who?.auth ?? {} });

describe('POST /api/trips', () => {
  it('creates a trip owned by the caller, with the time state and what the caller may do', async () => {
    const res = await call('POST', '/api/trips', owner, validTrip);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Lisbon with friends',
      destination: { name: 'Lisbon', country: 'Portugal', countryCode: 'PT', lat: 38.72, lon: -9.13 },
      interests: ['food', 'history'],
      ownerId: owner.user.id,
      myRole: 'owner',
      timeState: 'starting-soon',
      permissions: { canEdit: true, canDelete: true, canShare: true, canManageAdmins: true, canLeave: false },
      sharedUsers: [{ userId: owner.user.id, role: 'owner' }],
    });
  });

  it('refuses an end date before the start date with the SPEC.md message', async () => {
    const res = await call('POST', '/api/trips', owner, {
      ...validTrip,
      startDate: day(10),
      endDate: day(3),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'endDate', message: 'End date cannot be earlier than start date.' },
    ]);
  });

  it('refuses missing fields, bad dates and fields a client may not set', async () => {
    const missing = await call('POST', '/api/trips', owner, {
      ...validTrip,
      title: '',
      destination: undefined,
    });
    expect(missing.json().details).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Required Field' },
        { path: 'destination', message: 'Required Field' },
      ]),
    );
    expect(
      (await call('POST', '/api/trips', owner, { ...validTrip, startDate: '2026-02-30' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/trips', owner, { ...validTrip, budget: 'free' })).statusCode).toBe(400);
    const ownerField = await call('POST', '/api/trips', owner, { ...validTrip, ownerId: 'someone-else' });
    expect(ownerField.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/trips', undefined, validTrip)).statusCode).toBe(401);
  });
});

describe('GET /api/trips', () => {
  it('lists owned and shared trips, split into upcoming and past, searchable', async () => {
    const me = await createUser(ctx);
    const friend = await createUser(ctx);
    const past = await createTrip(ctx, me, { title: 'Old Rome', startDate: day(-40), endDate: day(-30) });
    const now = await createTrip(ctx, me, { title: 'Now in Porto', startDate: day(-1), endDate: day(2) });
    const shared = await createTrip(ctx, friend, {
      title: 'Friend Tokyo',
      startDate: day(60),
      endDate: day(70),
    });
    await shareTrip(ctx, shared.id, me, 'viewer');
    await createTrip(ctx, friend, { title: 'Not mine' });

    const upcoming = (await call('GET', '/api/trips?when=upcoming', me)).json();
    expect(upcoming.map((trip: { title: string }) => trip.title)).toEqual(['Now in Porto', 'Friend Tokyo']);
    expect(upcoming[0]).toMatchObject({ _id: now.id, timeState: 'in-progress', myRole: 'owner' });
    expect(upcoming[1]).toMatchObject({ myRole: 'viewer', permissions: { canEdit: false, canLeave: true } });

    const pastList = (await call('GET', '/api/trips?when=past', me)).json();
    expect(pastList).toMatchObject([{ _id: past.id, timeState: 'completed' }]);
    expect((await call('GET', '/api/trips', me)).json()).toHaveLength(3);
    expect((await call('GET', '/api/trips?q=tok', me)).json()).toMatchObject([{ title: 'Friend Tokyo' }]);
  });

  it('pages with a cursor in X-Next-Cursor', async () => {
    const me = await createUser(ctx);
    const friend = await createUser(ctx);
    for (let i = 1; i <= 5; i++)
      await createTrip(ctx, me, { title: `Mine ${i}`, startDate: day(i * 2), endDate: day(i * 2 + 1) });
    for (let i = 1; i <= 2; i++) {
      const trip = await createTrip(ctx, friend, {
        title: `Shared ${i}`,
        startDate: day(i * 2 + 1),
        endDate: day(i * 2 + 2),
      });
      await shareTrip(ctx, trip.id, me, 'admin');
    }
    const titles: string[] = [];
    let url = '/api/trips?when=upcoming&limit=3';
    for (let pages = 0; pages < 5; pages++) {
      const res = await call('GET', url, me);
      titles.push(...res.json().map((trip: { title: string }) => trip.title));
      const cursor = res.headers['x-next-cursor'];
      if (!cursor) break;
      url = `/api/trips?when=upcoming&limit=3&cursor=${cursor}`;
    }
    expect(titles).toEqual(['Mine 1', 'Shared 1', 'Mine 2', 'Shared 2', 'Mine 3', 'Mine 4', 'Mine 5']);
  });

  it('answers 400 for a bad filter or cursor', async () => {
    expect((await call('GET', '/api/trips?when=tomorrow', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/trips?cursor=garbage', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/trips?limit=500', owner)).statusCode).toBe(400);
  });
});

describe('GET /api/trips/:id', () => {
  it('answers in 2 queries, the auth read included, whatever the trip holds', async () => {
    const trip = await createTrip(ctx, owner);
    const counts: number[] = [];
    for (let round = 0; round < 3; round++) {
      // The first read after the trip's people change records them as expense participants (a write).
      await call('GET', `/api/trips/${trip.id}`, owner);
      ctx.queries.length = 0;
      const res = await call('GET', `/api/trips/${trip.id}`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().sharedUsers).toHaveLength(round * 2 + 1);
      expect(res.json().flights).toHaveLength(round * 3);
      counts.push(ctx.queries.length);
      await fillTrip(ctx, trip, 3);
      for (let i = 0; i < 2; i++) await shareTrip(ctx, trip.id, await createUser(ctx), 'viewer');
    }
    expect(counts, ctx.queries.join('\n')).toEqual([2, 2, 2]);
  });

  it('sends the trip and its day exactly as their schemas describe them (they skip re-validation)', async () => {
    const trip = await createTrip(ctx, owner);
    await fillTrip(ctx, trip, 3);
    await shareTrip(ctx, trip.id, await createUser(ctx), 'viewer');
    const detail = (await call('GET', `/api/trips/${trip.id}`, owner)).json();
    expect(detail.flights.length).toBeGreaterThan(0);
    // parse() drops any field the schema does not know: an answer equal to its parse has none.
    expect(detail).toEqual(tripDetailSchema.parse(detail));
    const dayView = (await call('GET', `/api/trips/${trip.id}/days/${trip.startDate}`, owner)).json();
    expect(dayView.entries.length).toBeGreaterThan(0);
    expect(dayView).toEqual(tripDaySchema.parse(dayView));
  });

  it('answers the day view in 2 queries, the auth read included', async () => {
    const trip = await createTrip(ctx, owner);
    await fillTrip(ctx, trip, 4);
    ctx.queries.length = 0;
    const res = await call('GET', `/api/trips/${trip.id}/days/${trip.startDate}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.length).toBeGreaterThanOrEqual(12);
    expect(res.json().expenses).toHaveLength(4);
    expect(ctx.queries.length).toBe(2);
  });

  it('reads the expense summary in one query after the auth read', async () => {
    const trip = await createTrip(ctx, owner);
    await fillTrip(ctx, trip, 4);
    await call('GET', `/api/trips/${trip.id}/expenses/summary`, owner);
    ctx.queries.length = 0;
    const res = await call('GET', `/api/trips/${trip.id}/expenses/summary`, owner);
    expect(res.statusCode).toBe(200);
    expect(ctx.queries.length - 1).toBe(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('GET', '/api/trips/01a1fc73-6d7c-74e6-b039-6dc4a05eb814', owner)).json().code).toBe(
      'TRIP_NOT_FOUND',
    );
    expect((await call('GET', '/api/trips/not-an-id', owner)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/trips/:id', () => {
  it('lets an admin share edit the trip but not delete it', async () => {
    const admin = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    await shareTrip(ctx, trip.id, admin, 'admin');
    const res = await call('PUT', `/api/trips/${trip.id}`, admin, {
      ...validTrip,
      title: 'Renamed by admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Renamed by admin', ownerId: owner.user.id, myRole: 'admin' });
    expect((await call('DELETE', `/api/trips/${trip.id}`, admin)).statusCode).toBe(403);
  });

  it('deletes the trip and its shares for everyone', async () => {
    const viewer = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    await shareTrip(ctx, trip.id, viewer, 'viewer');
    expect((await call('DELETE', `/api/trips/${trip.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/trips/${trip.id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/trips/${trip.id}`, viewer)).statusCode).toBe(404);
  });

  it('deletes the trips of a user who deletes their account', async () => {
    const leaving = await createUser(ctx);
    const trip = await createTrip(ctx, leaving);
    await call('DELETE', '/api/users/me', leaving, { password: leaving.password });
    const [left] = await ctx.db.query.trips.findMany({ where: (trips, { eq }) => eq(trips.id, trip.id) });
    expect(left).toBeUndefined();
  });
});
