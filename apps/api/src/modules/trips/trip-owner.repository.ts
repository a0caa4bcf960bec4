import { and, eq } from 'drizzle-orm';
import { trips, tripShares } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { TripRow } from './trips.repository';

export const tripOwnerRepository = {
  /** Removes a person's share of a trip, saying whether there was one. */
  async takeShare(db: Executor, tripId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(tripShares)
      .where(and(eq(tripShares.tripId, tripId), eq(tripShares.userId, userId)))
      .returning({ id: tripShares.id });
    return rows.length > 0;
  },

  /** Hands the trip from `from` to `to`; undefined when `from` no longer owns it. */
  async setOwner(db: Executor, tripId: string, from: string, to: string): Promise<TripRow | undefined> {
    const [row] = await db
      .update(trips)
      .set({ ownerId: to })
      .where(and(eq(trips.id, tripId), eq(trips.ownerId, from)))
      .returning();
    return row;
  },
};
