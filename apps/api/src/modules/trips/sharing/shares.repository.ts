import { and, eq } from 'drizzle-orm';
import type { ShareRole } from '@trilha/shared';
import { tripShares } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';

export const sharesRepository = {
  async find(db: Executor, tripId: string, userId: string) {
    if (!isUuid(userId)) return undefined;
    const [row] = await db
      .select()
      .from(tripShares)
      .where(and(eq(tripShares.tripId, tripId), eq(tripShares.userId, userId)));
    return row;
  },

  /** The unique (trip, user) index refuses a second share: a 409, not a check-then-insert race. */
  async insert(db: Executor, tripId: string, userId: string, role: ShareRole): Promise<void> {
    await db.insert(tripShares).values({ tripId, userId, role });
  },

  async updateRole(db: Executor, tripId: string, userId: string, role: ShareRole): Promise<void> {
    await db
      .update(tripShares)
      .set({ role })
      .where(and(eq(tripShares.tripId, tripId), eq(tripShares.userId, userId)));
  },

  async delete(db: Executor, tripId: string, userId: string): Promise<void> {
    await db.delete(tripShares).where(and(eq(tripShares.tripId, tripId), eq(tripShares.userId, userId)));
  },
};
