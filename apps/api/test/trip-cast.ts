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
    'owner by read-only token': reads ? route.expected.owner : 403,
    'viewer by token': route.expected.viewer,
    'owner by token': route.expected.owner,
  };
}

async function tokenHeaders(ctx: TestContext, cast: TripCast, caller: TokenCaller) {
  if (caller === 'viewer by token') return (await createPersonalToken(ctx, cast.viewer)).auth;
  const scopes = caller === 'owner by read-only token' ? READ_SCOPES : undefined;
  return (await createPersonalToken(ctx, cast.owner, scopes)).auth;
}

const succeeds = (status: number) => status < 300;

/**
 * The token callers of a route in as few fresh casts as the answers allow (each cast costs four accounts
 * and the seed): one that changes nothing (a read, or a write refused) leaves the cast as it was for the
 * next, so the read-only token, then the viewer's, then the owner's run on one cast, and a new cast starts
 * after a write that succeeded. The owner's full token is left out on reads, where it answers as the
 * read-only one.
 */
function tokenRuns<Ids>(route: RoleRoute<Ids>): [TokenCaller, number][][] {
  const reads = route.method === 'GET' || route.readsOnly === true;
  const runs: [TokenCaller, number][][] = [[]];
  for (const [caller, status] of Object.entries(tokenExpectations(route)) as [TokenCaller, number][]) {
    if (reads && caller === 'owner by token') continue;
    runs.at(-1)!.push([caller, status]);
    if (!reads && succeeds(status)) runs.push([]);
  }
  return runs.filter((run) => run.length > 0);
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
  const request = async (
    ctx: TestContext,
    route: RoleRoute<Ids>,
    cast: TripCast,
    ids: Ids,
    auth?: object,
  ) => {
    const upload = route.upload?.();
    return ctx.app.inject({
      method: route.method,
      url: route.url(cast.trip.id, ids),
      payload: upload?.payload ?? route.body?.(cast, ids),
      headers: { ...upload?.headers, ...auth },
    });
  };
  describe(title, () => {
    for (const route of routes) {
      for (const [caller, status] of Object.entries(route.expected) as [Caller, number][]) {
        it(`${caller} → ${route.name}: ${status}`, async () => {
          const ctx = context();
          const cast = await tripCast(ctx);
          const res = await request(ctx, route, cast, await seed(cast), callerOf(cast, caller)?.auth);
          expect(res.statusCode, res.body).toBe(status);
        });
      }
      for (const run of tokenRuns(route)) {
        const names = run.map(([caller, status]) => `${caller} ${status}`).join(', ');
        it(`${names} → ${route.name}`, async () => {
          const ctx = context();
          const cast = await tripCast(ctx);
          const ids = await seed(cast);
          for (const [caller, status] of run) {
            const res = await request(ctx, route, cast, ids, await tokenHeaders(ctx, cast, caller));
            expect(res.statusCode, `${caller}: ${res.body}`).toBe(status);
            if (caller === 'owner by read-only token' && status === 403) {
              expect(res.json().code).toBe('SCOPE_REQUIRED');
            }
          }
        });
      }
    }
  });
}
