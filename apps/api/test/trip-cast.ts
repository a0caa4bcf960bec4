import { describe, expect, it } from 'vitest';
import { READ_SCOPES } from '@trilha/shared';
import { createPersonalToken, createTrip, createUser, shareTrip, type CreatedUser } from './factories';
import type { TestContext } from './app';

export type Caller = 'owner' | 'admin' | 'viewer' | 'stranger' | 'anonymous';

/**
 * The personal access tokens every role table also tries (issue 36): the owner's and the viewer's with
 * every scope answer as their holders do; the owner's with read scopes only reads, and any write answers
 * 403 SCOPE_REQUIRED before the route runs.
 */
type TokenCaller = 'owner by token' | 'viewer by token' | 'owner by read-only token';

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
  /** A POST that changes nothing (a computation): a read-only token may call it. */
  readsOnly?: boolean;
  url: (tripId: string, ids: Ids) => string;
  /** A JSON body. */
  body?: (cast: TripCast, ids: Ids) => object;
  /** A raw body with its own headers (a multipart upload). */
  upload?: () => { payload: Buffer; headers: Record<string, string> };
  expected: Record<Caller, number>;
}

/** What a token caller answers, from the route's table: as its holder, or 403 when its scopes fall short. */
function tokenExpectations<Ids>(route: RoleRoute<Ids>): Record<TokenCaller, number> {
  const reads = route.method === 'GET' || route.readsOnly === true;
  return {
    'owner by token': route.expected.owner,
    'viewer by token': route.expected.viewer,
    'owner by read-only token': reads ? route.expected.owner : 403,
  };
}

async function tokenHeaders(ctx: TestContext, cast: TripCast, caller: TokenCaller) {
  if (caller === 'viewer by token') return (await createPersonalToken(ctx, cast.viewer)).auth;
  const scopes = caller === 'owner by read-only token' ? READ_SCOPES : undefined;
  return (await createPersonalToken(ctx, cast.owner, scopes)).auth;
}

/**
 * The role tables of DESIGN.md: one test per route × caller, each on a fresh trip with its owner, an
 * admin, a viewer and a stranger, seeded with the things the routes act on; then the same routes by
 * personal access token.
 */
export function describeRoleTable<Ids>(
  title: string,
  context: () => TestContext,
  seed: (cast: TripCast) => Promise<Ids>,
  routes: RoleRoute<Ids>[],
) {
  describe(title, () => {
    for (const route of routes) {
      const cases = [
        ...(Object.entries(route.expected) as [Caller, number][]),
        ...(Object.entries(tokenExpectations(route)) as [TokenCaller, number][]),
      ];
      for (const [caller, status] of cases) {
        it(`${caller} → ${route.name}: ${status}`, async () => {
          const ctx = context();
          const cast = await tripCast(ctx);
          const ids = await seed(cast);
          const upload = route.upload?.();
          const auth =
            caller in route.expected
              ? callerOf(cast, caller as Caller)?.auth
              : await tokenHeaders(ctx, cast, caller as TokenCaller);
          const res = await ctx.app.inject({
            method: route.method,
            url: route.url(cast.trip.id, ids),
            payload: upload?.payload ?? route.body?.(cast, ids),
            headers: { ...upload?.headers, ...auth },
          });
          expect(res.statusCode, res.body).toBe(status);
          if (caller === 'owner by read-only token' && status === 403) {
            expect(res.json().code).toBe('SCOPE_REQUIRED');
          }
        });
      }
    }
  });
}
