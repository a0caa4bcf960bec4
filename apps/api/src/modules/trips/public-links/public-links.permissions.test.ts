import { afterAll, beforeAll } from 'vitest';
import { addDays } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../../test/app';
import { describeRoleTable, writeStatus, type TripCast } from '../../../../test/trip-cast';

/**
 * The public link, the public page, copying a trip and handing it to another owner, for each kind of
 * caller (DESIGN.md's role tables): the link is the sharers' (owner and admins), a copy anyone's who may
 * read the trip, the owner's seat only the owner's to give, and the page everyone's who holds the link.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function seed(cast: TripCast) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/trips/${cast.trip.id}/public-link`,
    payload: {},
    headers: cast.owner.auth,
  });
  return { token: (res.json() as { token: string }).token };
}

describeRoleTable('public link, copy and owner permissions', () => ctx, seed, [
  {
    name: 'read the public link',
    method: 'GET',
    url: (tripId) => `/api/trips/${tripId}/public-link`,
    expected: writeStatus(200),
  },
  {
    name: 'create or change the public link',
    method: 'PUT',
    url: (tripId) => `/api/trips/${tripId}/public-link`,
    body: () => ({ includeCosts: true }),
    expected: writeStatus(200),
  },
  {
    name: 'revoke the public link',
    method: 'DELETE',
    url: (tripId) => `/api/trips/${tripId}/public-link`,
    expected: writeStatus(204),
  },
  {
    name: 'open the public page',
    method: 'GET',
    url: (_tripId, ids) => `/api/public/trips/${ids.token}`,
    expected: { owner: 200, admin: 200, viewer: 200, stranger: 200, anonymous: 200 },
  },
  {
    name: 'copy the trip',
    method: 'POST',
    url: (tripId) => `/api/trips/${tripId}/copy`,
    body: (cast) => ({ startDate: addDays(cast.trip.startDate, 365) }),
    expected: { owner: 201, admin: 201, viewer: 201, stranger: 404, anonymous: 401 },
  },
  {
    name: 'hand the trip to another owner',
    method: 'PUT',
    url: (tripId) => `/api/trips/${tripId}/owner`,
    body: (cast) => ({ userId: cast.viewer.user.id }),
    expected: { owner: 200, admin: 403, viewer: 403, stranger: 404, anonymous: 401 },
  },
]);
