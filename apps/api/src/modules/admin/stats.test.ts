import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, SIGNUP_WEEKS } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { requestAs } from '../../../test/agency-cast';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { agencies, aiUsages, feedback, users } from '../../db/schema';
import { weekStart } from './admin.stats';

/** This file's database holds only what it makes, so the figures are exact. */
let ctx: TestContext;
let admin: CreatedUser;
let call: ReturnType<typeof requestAs>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin', name: 'Ana Admin' });
  call = requestAs(ctx);
});
afterAll(() => ctx.close());

const TODAY = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('weekStart', () => {
  it('is the Monday of the week, UTC', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });
});

describe('GET /api/admin/stats', () => {
  it('counts everything the dashboard shows, in one statement after the auth read', async () => {
    const owner = await createUser(ctx, { isPremium: true });
    await createUser(ctx, { status: 'pending' });
    await createUser(ctx, { status: 'suspended', role: 'consultant' });
    await createUser(ctx, { createdAt: daysAgo(15) });
    await createUser(ctx, { createdAt: daysAgo(400) });
    await createTrip(ctx, owner);
    await createTrip(ctx, owner);
    await ctx.db.insert(agencies).values({ name: 'Rumo' });
    await ctx.db.insert(aiUsages).values([
      { userId: owner.user.id, feature: 'itinerary' },
      { userId: owner.user.id, feature: 'itinerary', usedAt: daysAgo(40) },
      { userId: owner.user.id, feature: 'tips' },
    ]);
    await ctx.db.insert(feedback).values([
      { userId: owner.user.id, type: 'help', text: 'How?' },
      { userId: owner.user.id, type: 'compliment', text: 'Nice' },
    ]);

    ctx.queries.length = 0;
    const res = await call(admin, 'GET', '/api/admin/stats');
    expect(res.statusCode).toBe(200);
    expect(ctx.queries.length, ctx.queries.join('\n')).toBeLessThanOrEqual(2);
    const stats = res.json();
    expect(stats).toMatchObject({
      users: {
        total: 6,
        byRole: { user: 4, consultant: 1, 'consultant-admin': 0, admin: 1 },
        byStatus: { pending: 1, active: 4, suspended: 1 },
      },
      premiumUsers: 1,
      trips: 2,
      agencies: 1,
      aiUsage: {
        total: 3,
        last30Days: 2,
        byFeature: { itinerary: 2, tips: 1, checklist: 0, 'cost-estimate': 0, import: 0 },
      },
      feedback: { total: 2, byType: { help: 1, compliment: 1, critique: 0, suggestion: 0 } },
    });
    const weeks = stats.signupsPerWeek as { weekStart: string; count: number }[];
    expect(weeks).toHaveLength(SIGNUP_WEEKS);
    expect(weeks.at(-1)).toEqual({ weekStart: weekStart(TODAY), count: 4 });
    expect(weeks[0]!.weekStart).toBe(addDays(weekStart(TODAY), -7 * (SIGNUP_WEEKS - 1)));
    const twoWeeksBack = weeks.find(
      (week) => week.weekStart === weekStart(daysAgo(15).toISOString().slice(0, 10)),
    );
    expect(twoWeeksBack!.count).toBe(1);
    expect(weeks.reduce((total, week) => total + week.count, 0)).toBe(5);
    for (let i = 1; i < weeks.length; i++)
      expect(weeks[i]!.weekStart).toBe(addDays(weeks[i - 1]!.weekStart, 7));
  });
});

describe('GET /api/admin/feedback', () => {
  it('lists feedback newest first with its sender, filters by type and pages', async () => {
    const sender = await createUser(ctx, { name: 'Sara Sender' });
    const gone = await createUser(ctx);
    const inserted = [];
    for (const [who, type, text] of [
      [sender, 'suggestion', 'Offline maps'],
      [gone, 'critique', 'Too slow'],
      [sender, 'suggestion', 'Dark mode'],
      [sender, 'help', 'Where is export?'],
    ] as const) {
      const [row] = await ctx.db.insert(feedback).values({ userId: who.user.id, type, text }).returning();
      inserted.push(row!);
    }
    await ctx.db.delete(users).where(eq(users.id, gone.user.id));

    const all = await call(admin, 'GET', '/api/admin/feedback?limit=200');
    const texts = all.json().map((row: { text: string }) => row.text);
    expect(texts.slice(0, 4)).toEqual(['Where is export?', 'Dark mode', 'Too slow', 'Offline maps']);
    expect(all.json()[0]).toMatchObject({
      _id: inserted[3]!.id,
      type: 'help',
      user: { _id: sender.user.id, name: 'Sara Sender', email: sender.user.email },
    });
    expect(all.json()[2].user).toBeNull();

    const first = await call(admin, 'GET', '/api/admin/feedback?type=suggestion&limit=1');
    expect(first.json().map((row: { text: string }) => row.text)).toEqual(['Dark mode']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await call(admin, 'GET', `/api/admin/feedback?type=suggestion&limit=1&cursor=${cursor}`);
    expect(second.json().map((row: { text: string }) => row.text)).toEqual(['Offline maps']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await call(admin, 'GET', '/api/admin/feedback?type=rant')).statusCode).toBe(400);
  });
});
