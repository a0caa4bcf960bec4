import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../../test/factories';

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

const share = (tripId: string, body: object, who = owner) =>
  ctx.app.inject({ method: 'POST', url: `/api/trips/${tripId}/shares`, payload: body, headers: who.auth });

describe('sharing a trip', () => {
  it('shares by e-mail, lists the owner first, and the shared user sees the trip', async () => {
    const trip = await createTrip(ctx, owner);
    const friend = await createUser(ctx, { name: 'Friend' });
    const res = await share(trip.id, { email: friend.user.email.toUpperCase(), role: 'viewer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      { userId: owner.user.id, name: owner.user.name, email: owner.user.email, role: 'owner' },
      { userId: friend.user.id, name: 'Friend', email: friend.user.email, role: 'viewer' },
    ]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/trips', headers: friend.auth });
    expect(list.json()).toMatchObject([{ _id: trip.id, myRole: 'viewer' }]);
  });

  it('answers 409 SHARE_EXISTS for a second share with the same person', async () => {
    const trip = await createTrip(ctx, owner);
    const friend = await createUser(ctx);
    await share(trip.id, { userId: friend.user.id, role: 'viewer' });
    const again = await share(trip.id, { userId: friend.user.id, role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SHARE_EXISTS');
  });

  it('refuses the owner, unknown users and bad roles', async () => {
    const trip = await createTrip(ctx, owner);
    expect((await share(trip.id, { userId: owner.user.id, role: 'viewer' })).json().code).toBe(
      'SHARE_WITH_OWNER',
    );
    expect((await share(trip.id, { email: 'nobody@example.com', role: 'viewer' })).json().code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await share(trip.id, { userId: 'not-a-uuid', role: 'viewer' })).statusCode).toBe(404);
    expect((await share(trip.id, { email: 'x@example.com', role: 'owner' })).statusCode).toBe(400);
    expect((await share(trip.id, { role: 'viewer' })).statusCode).toBe(400);
  });

  it('changes a role and removes a share; an unknown share is 404', async () => {
    const trip = await createTrip(ctx, owner);
    const friend = await createUser(ctx);
    await shareTrip(ctx, trip.id, friend, 'viewer');
    const promoted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/shares/${friend.user.id}`,
      payload: { role: 'admin' },
      headers: owner.auth,
    });
    expect(promoted.json()[1]).toMatchObject({ userId: friend.user.id, role: 'admin' });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trips/${trip.id}/shares/${friend.user.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.id}`, headers: friend.auth });
    expect(gone.statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trips/${trip.id}/shares/${friend.user.id}`,
      headers: owner.auth,
    });
    expect(missing.json().code).toBe('SHARE_NOT_FOUND');
  });
});
