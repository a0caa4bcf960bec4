import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { requestAs } from '../../../test/agency-cast';
import { createUser, type CreatedUser } from '../../../test/factories';
import { adminAuditLog, notifications, users } from '../../db/schema';

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
const grant = (who: CreatedUser, body: object) =>
  call(admin, 'PUT', `/api/admin/users/${who.user.id}/premium`, body);
const noticesOf = async (who: CreatedUser, kind: 'premium-started' | 'premium-ended') =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)));
const auditOf = (who: CreatedUser) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, who.user.id))
    .orderBy(adminAuditLog.id);

describe('PUT /api/admin/users/:id/premium', () => {
  it('grants premium without a payment provider, with no end, and tells the person', async () => {
    const person = await createUser(ctx, { language: 'en' });
    const res = await grant(person, { isPremium: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isPremium: true,
      premiumUntil: null,
      lastAction: { action: 'premium-grant', until: null, actorName: 'Ana Admin' },
    });
    const [notice] = await noticesOf(person, 'premium-started');
    expect(notice).toMatchObject({ title: 'Premium is on' });
    // What the person sees comes from the database, not from the token they already hold.
    expect((await call(person, 'GET', '/api/users/profile')).json().isPremium).toBe(true);
    const list = await call(admin, 'GET', '/api/admin/premium-users');
    expect(list.json().map((row: { _id: string }) => row._id)).toContain(person.user.id);
  });

  it('keeps an end date as its last day and updates it on a new grant without a second notice', async () => {
    const person = await createUser(ctx);
    const first = await grant(person, { isPremium: true, until: addDays(TODAY, 10) });
    expect(first.json()).toMatchObject({ premiumUntil: addDays(TODAY, 10) });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.premiumUntil!.toISOString()).toBe(`${addDays(TODAY, 10)}T23:59:59.999Z`);
    const moved = await grant(person, { isPremium: true, until: TODAY });
    expect(moved.json()).toMatchObject({
      isPremium: true,
      premiumUntil: TODAY,
      lastAction: { action: 'premium-grant', until: TODAY },
    });
    const same = await grant(person, { isPremium: true, until: TODAY });
    expect(same.statusCode).toBe(200);
    expect(await noticesOf(person, 'premium-started')).toHaveLength(1);
    expect(await auditOf(person)).toHaveLength(2);
    const open = await grant(person, { isPremium: true, until: null });
    expect(open.json().premiumUntil).toBeNull();
  });

  it('refuses a last day before today with a translated field error, and a date on a revocation', async () => {
    const person = await createUser(ctx);
    const past = await grant(person, { isPremium: true, until: addDays(TODAY, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'until', message: 'Choose today or a later date.' }],
    });
    const portuguese = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${person.user.id}/premium`,
      payload: { isPremium: true, until: addDays(TODAY, -1) },
      headers: { ...admin.auth, 'accept-language': 'pt-BR' },
    });
    expect(portuguese.json().details).toEqual([
      { path: 'until', message: 'Escolha hoje ou uma data posterior.' },
    ]);
    const revokeWithDate = await grant(person, { isPremium: false, until: addDays(TODAY, 3) });
    expect(revokeWithDate.statusCode).toBe(400);
    expect((await grant(person, { isPremium: true, extra: 1 })).statusCode).toBe(400);
    expect((await grant(person, { until: TODAY })).statusCode).toBe(400);
    expect((await grant(person, { isPremium: true, until: '2030-02-30' })).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.isPremium).toBe(false);
  });

  it('revokes premium, tells the person, and records it', async () => {
    const person = await createUser(ctx, { language: 'en' });
    await grant(person, { isPremium: true, until: addDays(TODAY, 5) });
    const res = await grant(person, { isPremium: false });
    expect(res.json()).toMatchObject({
      isPremium: false,
      premiumUntil: null,
      lastAction: { action: 'premium-revoke' },
    });
    expect(await noticesOf(person, 'premium-ended')).toMatchObject([{ title: 'Premium ended' }]);
    const list = await call(admin, 'GET', '/api/admin/premium-users?limit=200');
    expect(list.json().map((row: { _id: string }) => row._id)).not.toContain(person.user.id);
  });

  it('pages the premium users newest first', async () => {
    for (let i = 0; i < 3; i++) await grant(await createUser(ctx), { isPremium: true });
    const first = await call(admin, 'GET', '/api/admin/premium-users?limit=2');
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await call(admin, 'GET', `/api/admin/premium-users?limit=2&cursor=${cursor}`);
    expect(second.json()[0]._id < cursor).toBe(true);
    expect(second.json().every((row: { isPremium: boolean }) => row.isPremium)).toBe(true);
  });
});

describe('the hourly premium expiry', () => {
  it('ends a grant once its last day is over, once, whichever instances run it', async () => {
    const person = await createUser(ctx, { language: 'en' });
    const forever = await createUser(ctx);
    await grant(person, { isPremium: true, until: TODAY });
    await grant(forever, { isPremium: true });
    await ctx.app.premiumExpiry.run(new Date(`${TODAY}T23:59:00Z`));
    expect(
      (await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(person.user.email)}`)).json()[0],
    ).toMatchObject({ isPremium: true });

    const tomorrow = new Date(`${addDays(TODAY, 1)}T00:30:00Z`);
    await Promise.all([ctx.app.premiumExpiry.run(tomorrow), ctx.app.premiumExpiry.run(tomorrow)]);
    await ctx.app.premiumExpiry.run(tomorrow);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ isPremium: false, premiumUntil: null });
    expect(await noticesOf(person, 'premium-ended')).toMatchObject([{ title: 'Premium ended' }]);
    const entries = await auditOf(person);
    expect(entries.at(-1)).toMatchObject({ action: 'premium-expired', actorId: null });
    expect(entries.filter((entry) => entry.action === 'premium-expired')).toHaveLength(1);
    const [still] = await ctx.db.select().from(users).where(eq(users.id, forever.user.id));
    expect(still!.isPremium).toBe(true);
    const listed = await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(person.user.email)}`);
    expect(listed.json()[0].lastAction).toMatchObject({
      action: 'premium-expired',
      actorId: null,
      actorName: null,
    });
  });
});
