import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { agencies, trips } from '../../db/schema';

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { name: 'Otto Owner' });
});
afterAll(() => ctx.close());

const transfer = (tripId: string, userId: string, who = owner) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/trips/${tripId}/owner`,
    payload: { userId },
    headers: { ...who.auth, 'accept-language': 'en' },
  });

describe('PUT /trips/{id}/owner', () => {
  it('hands the trip to a member, who stops holding a share; the old owner becomes an admin', async () => {
    const trip = await createTrip(ctx, owner);
    const heir = await createUser(ctx, { name: 'Helena Heir' });
    const other = await createUser(ctx, { name: 'Other Viewer' });
    await shareTrip(ctx, trip.id, heir, 'viewer');
    await shareTrip(ctx, trip.id, other, 'viewer');
    const res = await transfer(trip.id, heir.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { userId: heir.user.id, name: 'Helena Heir', email: heir.user.email, role: 'owner' },
      expect.objectContaining({ userId: other.user.id, role: 'viewer' }),
      expect.objectContaining({ userId: owner.user.id, role: 'admin' }),
    ]);
    const asHeir = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.id}`, headers: heir.auth });
    expect(asHeir.json()).toMatchObject({ ownerId: heir.user.id, myRole: 'owner' });
    const asOld = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.id}`, headers: owner.auth });
    expect(asOld.json()).toMatchObject({ ownerId: heir.user.id, myRole: 'admin' });
    // The new owner hears of it, in their notifications.
    const notes = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: heir.auth });
    expect(notes.json()).toContainEqual(
      expect.objectContaining({ kind: 'trip-role-changed', link: `/trips/${trip.id}` }),
    );
    // The old owner may no longer hand it on; the new one may hand it back.
    expect((await transfer(trip.id, other.user.id)).statusCode).toBe(403);
    expect((await transfer(trip.id, owner.user.id, heir)).statusCode).toBe(200);
  });

  it('is refused to anyone but the owner', async () => {
    const trip = await createTrip(ctx, owner);
    const admin = await createUser(ctx);
    const viewer = await createUser(ctx);
    await shareTrip(ctx, trip.id, admin, 'admin');
    await shareTrip(ctx, trip.id, viewer, 'viewer');
    expect((await transfer(trip.id, viewer.user.id, admin)).statusCode).toBe(403);
    expect((await transfer(trip.id, admin.user.id, viewer)).statusCode).toBe(403);
    const stranger = await createUser(ctx);
    expect((await transfer(trip.id, admin.user.id, stranger)).json().code).toBe('TRIP_NOT_FOUND');
    const after = await ctx.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after[0]!.ownerId).toBe(owner.user.id);
  });

  it('names the refusal when the person is not a member of the trip', async () => {
    const trip = await createTrip(ctx, owner);
    const outsider = await createUser(ctx);
    for (const userId of [outsider.user.id, owner.user.id, 'not-a-uuid', crypto.randomUUID()]) {
      const res = await transfer(trip.id, userId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'OWNER_NOT_MEMBER',
        message: 'Only someone the trip is shared with can become its owner. Share it with them first.',
      });
    }
    const suspended = await createUser(ctx, { status: 'suspended' });
    await shareTrip(ctx, trip.id, suspended, 'viewer');
    expect((await transfer(trip.id, suspended.user.id)).json().code).toBe('OWNER_NOT_MEMBER');
    expect((await transfer(trip.id, '')).statusCode).toBe(400);
  });

  it('keeps an agency client’s trip with its owner: 409 AGENCY_TRIP_OWNER', async () => {
    const [agency] = await ctx.db.insert(agencies).values({ name: 'Tern Travel' }).returning();
    const trip = await createTrip(ctx, owner, { agencyId: agency!.id });
    const member = await createUser(ctx);
    await shareTrip(ctx, trip.id, member, 'admin');
    const res = await transfer(trip.id, member.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('AGENCY_TRIP_OWNER');
  });
});
