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
