import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';

/**
 * Every trip route × owner, admin, viewer, stranger and anonymous, each on a fresh trip with the same
 * cast: its owner, two admins, two viewers, and a user it is not shared with yet.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = 'owner' | 'admin' | 'viewer' | 'stranger' | 'anonymous';
interface Cast {
  tripId: string;
  owner: CreatedUser;
  admin: CreatedUser;
  otherAdmin: CreatedUser;
  viewer: CreatedUser;
  otherViewer: CreatedUser;
  newcomer: CreatedUser;
  stranger: CreatedUser;
}

async function cast(): Promise<Cast> {
  const [owner, admin, otherAdmin, viewer, otherViewer, newcomer, stranger] = await Promise.all(
    Array.from({ length: 7 }, () => createUser(ctx)),
  );
  const trip = await createTrip(ctx, owner!);
  await shareTrip(ctx, trip.id, admin!, 'admin');
  await shareTrip(ctx, trip.id, otherAdmin!, 'admin');
  await shareTrip(ctx, trip.id, viewer!, 'viewer');
  await shareTrip(ctx, trip.id, otherViewer!, 'viewer');
  return {
    tripId: trip.id,
    owner: owner!,
    admin: admin!,
    otherAdmin: otherAdmin!,
    viewer: viewer!,
    otherViewer: otherViewer!,
    newcomer: newcomer!,
    stranger: stranger!,
  };
}

const tripBody = {
  title: 'Edited',
  destination: { name: 'Porto' },
  startDate: '2027-05-01',
  endDate: '2027-05-04',
  budget: 'luxury',
  interests: [],
  currency: 'EUR',
  notes: '',
};

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (c: Cast, caller: CreatedUser | undefined) => string;
  body?: (c: Cast) => object;
  expected: Record<Caller, number>;
}

const routes: Route[] = [
  {
    name: 'read the trip',
    method: 'GET',
    url: (c) => `/api/trips/${c.tripId}`,
    expected: { owner: 200, admin: 200, viewer: 200, stranger: 404, anonymous: 401 },
  },
  {
    name: 'edit the trip',
    method: 'PUT',
    url: (c) => `/api/trips/${c.tripId}`,
    body: () => tripBody,
    expected: { owner: 200, admin: 200, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'delete the trip',
    method: 'DELETE',
    url: (c) => `/api/trips/${c.tripId}`,
    expected: { owner: 204, admin: 403, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'list the people',
    method: 'GET',
    url: (c) => `/api/trips/${c.tripId}/shares`,
    expected: { owner: 200, admin: 200, viewer: 200, stranger: 404, anonymous: 401 },
  },
  {
    name: 'share with a viewer',
    method: 'POST',
    url: (c) => `/api/trips/${c.tripId}/shares`,
    body: (c) => ({ userId: c.newcomer.user.id, role: 'viewer' }),
    expected: { owner: 201, admin: 201, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'share with an admin',
    method: 'POST',
    url: (c) => `/api/trips/${c.tripId}/shares`,
    body: (c) => ({ email: c.newcomer.user.email, role: 'admin' }),
    expected: { owner: 201, admin: 201, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'promote a viewer',
    method: 'PUT',
    url: (c) => `/api/trips/${c.tripId}/shares/${c.otherViewer.user.id}`,
    body: () => ({ role: 'admin' }),
    expected: { owner: 200, admin: 200, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'demote an admin',
    method: 'PUT',
    url: (c) => `/api/trips/${c.tripId}/shares/${c.otherAdmin.user.id}`,
    body: () => ({ role: 'viewer' }),
    expected: { owner: 200, admin: 403, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'remove a viewer',
    method: 'DELETE',
    url: (c) => `/api/trips/${c.tripId}/shares/${c.otherViewer.user.id}`,
    expected: { owner: 204, admin: 204, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'remove an admin',
    method: 'DELETE',
    url: (c) => `/api/trips/${c.tripId}/shares/${c.otherAdmin.user.id}`,
    expected: { owner: 204, admin: 403, viewer: 403, stranger: 404, anonymous: 401 },
  },
  {
    name: 'leave the trip',
    method: 'DELETE',
    url: (c, caller) => `/api/trips/${c.tripId}/shares/${caller?.user.id ?? c.viewer.user.id}`,
    expected: { owner: 403, admin: 204, viewer: 204, stranger: 404, anonymous: 401 },
  },
];

const callerOf = (c: Cast, caller: Caller) => (caller === 'anonymous' ? undefined : c[caller]);

describe('trip permissions', () => {
  for (const route of routes) {
    for (const [caller, status] of Object.entries(route.expected) as [Caller, number][]) {
      it(`${caller} → ${route.name}: ${status}`, async () => {
        const c = await cast();
        const who = callerOf(c, caller);
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url(c, who),
          payload: route.body?.(c),
          headers: who?.auth ?? {},
        });
        expect(res.statusCode, res.body).toBe(status);
        if (status === 404) expect(res.json().code).toBe('TRIP_NOT_FOUND');
      });
    }
  }
});
