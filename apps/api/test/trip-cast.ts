import { describe, expect, it } from 'vitest';
import { createTrip, createUser, shareTrip, type CreatedUser } from './factories';
import type { TestContext } from './app';

export type Caller = 'owner' | 'admin' | 'viewer' | 'stranger' | 'anonymous';

export interface TripCast {
  trip: Awaited<ReturnType<typeof createTrip>>;
  owner: CreatedUser;
  admin: CreatedUser;
  viewer: CreatedUser;
  stranger: CreatedUser;
}

/** A trip with its owner, an admin, a viewer, and a user it is not shared with. */
export async function tripCast(ctx: TestContext): Promise<TripCast> {
  const [owner, admin, viewer, stranger] = await Promise.all(
    Array.from({ length: 4 }, () => createUser(ctx)),
  );
  const trip = await createTrip(ctx, owner!);
  await shareTrip(ctx, trip.id, admin!, 'admin');
  await shareTrip(ctx, trip.id, viewer!, 'viewer');
  return { trip, owner: owner!, admin: admin!, viewer: viewer!, stranger: stranger! };
}

export const callerOf = (cast: TripCast, caller: Caller) =>
  caller === 'anonymous' ? undefined : cast[caller];

/** Read routes: everyone with access; write routes: admins and the owner. */
export const READ = { owner: 200, admin: 200, viewer: 200, stranger: 404, anonymous: 401 } as const;
export const writeStatus = (ok: number) => ({
  owner: ok,
  admin: ok,
  viewer: 403,
  stranger: 404,
  anonymous: 401,
});

export interface RoleRoute<Ids> {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (tripId: string, ids: Ids) => string;
  /** A JSON body. */
  body?: (cast: TripCast, ids: Ids) => object;
  /** A raw body with its own headers (a multipart upload). */
  upload?: () => { payload: Buffer; headers: Record<string, string> };
  expected: Record<Caller, number>;
}

/**
 * The role tables of DESIGN.md: one test per route × caller, each on a fresh trip with its owner, an
 * admin, a viewer and a stranger, seeded with the things the routes act on.
 */
export function describeRoleTable<Ids>(
  title: string,
  context: () => TestContext,
  seed: (cast: TripCast) => Promise<Ids>,
  routes: RoleRoute<Ids>[],
) {
  describe(title, () => {
    for (const route of routes) {
      for (const [caller, status] of Object.entries(route.expected) as [Caller, number][]) {
        it(`${caller} → ${route.name}: ${status}`, async () => {
          const ctx = context();
          const cast = await tripCast(ctx);
          const ids = await seed(cast);
          const upload = route.upload?.();
          const res = await ctx.app.inject({
            method: route.method,
            url: route.url(cast.trip.id, ids),
            payload: upload?.payload ?? route.body?.(cast, ids),
            headers: { ...upload?.headers, ...callerOf(cast, caller)?.auth },
          });
          expect(res.statusCode, res.body).toBe(status);
        });
      }
    }
  });
}
