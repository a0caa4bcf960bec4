import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tripChangeKeys } from '../../db/schema';

const byKey = (tripId: string, key: string) =>
  and(eq(tripChangeKeys.tripId, tripId), eq(tripChangeKeys.key, key));

/** The Idempotency-Keys of a trip's creations (change-keys.ts). */
export const changeKeysRepository = {
  /** Claims `key` for a creation of `kind`; false when it was claimed before (a concurrent claim waits). */
  async claim(db: Executor, tripId: string, key: string, kind: string): Promise<boolean> {
    const claimed = await db
      .insert(tripChangeKeys)
      .values({ tripId, key, kind })
      .onConflictDoNothing()
      .returning({ key: tripChangeKeys.key });
    return claimed.length > 0;
  },

  async find(db: Executor, tripId: string, key: string) {
    const [row] = await db
      .select({ kind: tripChangeKeys.kind, resourceId: tripChangeKeys.resourceId })
      .from(tripChangeKeys)
      .where(byKey(tripId, key));
    return row;
  },

  async record(db: Executor, tripId: string, key: string, resourceId: string): Promise<void> {
    await db.update(tripChangeKeys).set({ resourceId }).where(byKey(tripId, key));
  },

  async deleteOlderThan(db: Executor, before: Date): Promise<void> {
    await db.delete(tripChangeKeys).where(lt(tripChangeKeys.createdAt, before));
  },
};
