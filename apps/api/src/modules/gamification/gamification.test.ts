import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, POINTS, type RewardedAction } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { notifications, userBadges, users } from '../../db/schema';
import { createGamificationService } from './gamification.service';
import { destinationsWithin30Days, type TravelRecord } from './badges';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const as = (who: CreatedUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who.auth });
const pointsOf = async (who: CreatedUser) =>
  (await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, who.user.id)))[0]!.points;
const kindsOf = async (who: CreatedUser) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).map(
    (row) => row.kind,
  );

const TODAY = new Date().toISOString().slice(0, 10);
const tripBody = (title: string, startIn: number, days = 5, destination = 'Lisbon') => ({
  title,
  destination: { name: destination },
  startDate: addDays(TODAY, startIn),
  endDate: addDays(TODAY, startIn + days - 1),
  budget: 'mid-range',
  interests: [],
  currency: 'EUR',
  notes: '',
});

describe('points', () => {
  it('pay each event once: planning, undoing and planning again never farms points', async () => {
    const me = await createUser(ctx);
    const trip = (await as(me, 'POST', '/api/trips', tripBody('Porto', 40))).json();
    expect(await pointsOf(me)).toBe(POINTS['plan-trip']);
    const flight = {
      airline: 'TAP',
      flightNumber: 'TP1',
      departure: { airport: 'LIS', time: `${trip.startDate}T10:00` },
      arrival: { airport: 'OPO', time: `${trip.startDate}T11:00` },
    };
    const added = (await as(me, 'POST', `/api/trips/${trip._id}/flights`, flight)).json();
    expect(await pointsOf(me)).toBe(POINTS['plan-trip'] + POINTS['add-flight']);
    await as(me, 'DELETE', `/api/trips/${trip._id}/flights/${added._id}`);
    await as(me, 'POST', `/api/trips/${trip._id}/flights`, flight);
    expect(await pointsOf(me)).toBe(POINTS['plan-trip'] + POINTS['add-flight']);
    await as(me, 'POST', '/api/feedback', { type: 'compliment', text: 'Great' });
    await as(me, 'POST', '/api/feedback', { type: 'compliment', text: 'Again' });
    expect(await pointsOf(me)).toBe(POINTS['plan-trip'] + POINTS['add-flight'] + POINTS['send-feedback']);
    await as(me, 'DELETE', `/api/trips/${trip._id}`);
    expect(await pointsOf(me)).toBe(POINTS['add-flight'] + POINTS['send-feedback']);
  });

  it('pay for a completed checklist once, when its last item is ticked', async () => {
    const me = await createUser(ctx);
    const trip = await createTrip(ctx, me);
    const base = `/api/trips/${trip.id}/checklist`;
    const group = (await as(me, 'POST', base, { name: 'Docs' })).json();
    const items = [];
    for (const text of ['Passport', 'Visa'])
      items.push((await as(me, 'POST', `${base}/${group._id}/items`, { text })).json());
    const tick = (id: string, done: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${base}/${group._id}/items/${id}`,
        payload: { done },
        headers: me.auth,
      });
    await tick(items[0]._id, true);
    expect(await pointsOf(me)).toBe(0);
    await tick(items[1]._id, true);
    expect(await pointsOf(me)).toBe(POINTS['complete-checklist']);
    await tick(items[1]._id, false);
    await tick(items[1]._id, true);
    expect(await pointsOf(me)).toBe(POINTS['complete-checklist']);
  });

  it('never double-count over random histories of doing and undoing', async () => {
    const service = createGamificationService({
      db: ctx.db,
      notify: async () => undefined,
      log: ctx.app.log,
    });
    const actions = Object.keys(POINTS) as RewardedAction[];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            undo: fc.boolean(),
            action: fc.constantFrom(...actions),
            subject: fc.constantFrom('a', 'b', 'c'),
          }),
          { maxLength: 25 },
        ),
        async (history) => {
          const me = await createUser(ctx);
          const held = new Set<string>();
          for (const step of history) {
            const subject = `${me.user.id}:${step.subject}`;
            if (step.undo) {
              await service.revoke(step.action, subject);
              held.delete(`${step.action}|${subject}`);
            } else {
              await service.award(me.user.id, step.action, subject);
              held.add(`${step.action}|${subject}`);
            }
          }
          const expected = [...held].reduce(
            (sum, key) => sum + POINTS[key.split('|')[0] as RewardedAction],
            0,
          );
          expect(await pointsOf(me)).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('notify a level reached once', async () => {
    const service = createGamificationService({
      db: ctx.db,
      notify: async (input) => {
        await ctx.db
          .insert(notifications)
          .values({ userId: input.userId, kind: input.kind, title: 't', message: 'm' });
      },
      log: ctx.app.log,
    });
    const me = await createUser(ctx, { points: 490 });
    await service.award(me.user.id, 'add-flight', 'x');
    await service.award(me.user.id, 'add-flight', 'x');
    expect(await pointsOf(me)).toBe(510);
    expect((await kindsOf(me)).filter((kind) => kind === 'level-reached')).toHaveLength(1);

    // Any reward may complete the points badge.
    const rich = await createUser(ctx, { points: 99_990 });
    await service.award(rich.user.id, 'add-expense', 'y');
    await service.award(rich.user.id, 'add-booking', 'z');
    const held = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, rich.user.id));
    expect(held.map((badge) => badge.code)).toEqual(['hundred-thousand-points']);
  });
});

describe('badges and the profile', () => {
  it("counts the countries of the trips' destinations, beside the destinations they make", async () => {
    const me = await createUser(ctx);
    // Picked from the places search (with its country), typed with the country named, typed alone.
    await as(me, 'POST', '/api/trips', {
      ...tripBody('Lisbon', 10),
      destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.14 },
    });
    await as(me, 'POST', '/api/trips', tripBody('Rome', 15, 3, 'Roma, Itália'));
    await as(me, 'POST', '/api/trips', tripBody('Paris', 20, 3, 'Paris'));
    const profile = (await as(me, 'GET', '/api/users/profile')).json();
    expect(profile.stats).toMatchObject({ trips: 3, countries: 2 });
    const progress = (code: string) =>
      profile.badgeProgress.find((badge: { code: string }) => badge.code === code).current;
    expect(progress('three-destinations-month')).toBe(3);
    expect(progress('ten-countries')).toBe(2);
  });

  it('awards "5 trips" once, with a notification, and shows progress on the profile', async () => {
    const me = await createUser(ctx, { language: 'en' });
    for (let i = 0; i < 4; i++) await as(me, 'POST', '/api/trips', tripBody(`Trip ${i}`, 40 + i * 40));
    let profile = (await as(me, 'GET', '/api/users/profile')).json();
    expect(profile.badgeProgress.find((b: { code: string }) => b.code === 'five-trips')).toMatchObject({
      current: 4,
      target: 5,
      earnedAt: null,
    });
    await as(me, 'POST', '/api/trips', tripBody('Trip 5', 400));
    await as(me, 'POST', '/api/trips', tripBody('Trip 6', 440));
    profile = (await as(me, 'GET', '/api/users/profile')).json();
    expect(profile.badges).toMatchObject([{ code: 'five-trips' }]);
    expect(profile).toMatchObject({ points: 6 * POINTS['plan-trip'], level: 1, stats: { trips: 6 } });
    const rows = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect((await kindsOf(me)).filter((kind) => kind === 'badge-earned')).toHaveLength(1);
    // The badge is named in the language it is read in, not the one it was earned in.
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...me.auth, 'accept-language': 'pt' },
    });
    expect(read.json().find((n: { kind: string }) => n.kind === 'badge-earned')).toMatchObject({
      title: 'Nova conquista',
      message: 'Você conquistou “5 viagens”.',
    });
  });

  it('counts destinations within 30 days', () => {
    const trip = (startDate: string, destination: string) => ({
      startDate,
      endDate: startDate,
      destination,
      countryCode: null,
    });
    expect(
      destinationsWithin30Days([
        trip('2027-01-01', 'Lisbon'),
        trip('2027-01-20', 'Porto'),
        trip('2027-01-29', 'Madrid'),
        trip('2027-03-01', 'Rome'),
      ]),
    ).toBe(3);
    expect(destinationsWithin30Days([trip('2027-01-01', 'Lisbon'), trip('2027-02-15', 'Porto')])).toBe(1);
    expect(destinationsWithin30Days([])).toBe(0);
  });

  it('counts destinations within 30 days as comparing every trip with every later one would', () => {
    // The definition, pair by pair: for each trip, the distinct destinations of those starting within 30 days.
    const byPairs = (trips: TravelRecord[]) => {
      const sorted = [...trips].sort((a, b) => a.startDate.localeCompare(b.startDate));
      return Math.max(
        0,
        ...sorted.map(
          (first, index) =>
            new Set(
              sorted
                .slice(index)
                .filter((trip) => daysBetween(first.startDate, trip.startDate) < 30)
                .map((trip) => trip.destination.trim().toLowerCase()),
            ).size,
        ),
      );
    };
    const names = ['Lisbon', 'lisbon ', 'Porto', 'Madrid', 'Rome', 'Paris', 'Oslo', 'Quito'];
    const trips = fc.array(
      fc.record({
        startDate: fc.integer({ min: 0, max: 120 }).map((offset) => addDays('2027-01-01', offset)),
        destination: fc.constantFrom(...names),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(trips, (drawn) => {
        const records = drawn.map((trip) => ({ ...trip, endDate: trip.startDate, countryCode: null }));
        expect(destinationsWithin30Days(records)).toBe(byPairs(records));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the daily job', () => {
  it('reminds of a trip starting within 7 days once, and pays a finished trip once', async () => {
    const owner = await createUser(ctx, { language: 'en' });
    const soon = await createTrip(ctx, owner, {
      startDate: addDays(TODAY, 3),
      endDate: addDays(TODAY, 6),
      title: 'Soon',
    });
    await createTrip(ctx, owner, {
      startDate: addDays(TODAY, -10),
      endDate: addDays(TODAY, -2),
      title: 'Done',
    });
    await ctx.app.dailyJobs.run();
    await ctx.app.dailyJobs.run();
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    const reminders = rows.filter((row) => row.kind === 'trip-starting');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: '“Soon” starts soon', link: `/trips/${soon.id}` });
    expect(await pointsOf(owner)).toBe(POINTS['finish-trip']);
  });
});
