import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tripParticipants } from '../../db/schema';

export const flightAudienceRepository = {
  /** The users behind some of a trip's participants (guests have none); ids of other trips are ignored. */
  async usersOf(db: Executor, tripId: string, participantIds: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ userId: tripParticipants.userId })
      .from(tripParticipants)
      .where(
        and(
          eq(tripParticipants.tripId, tripId),
          inArray(tripParticipants.id, participantIds),
          isNotNull(tripParticipants.userId),
        ),
      );
    return new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
  },
};
