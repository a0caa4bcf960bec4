import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, flights, itineraryItems, tours } from '../../db/schema';

/** The items that name their people in a `participant_ids` column (a flight names them per passenger). */
const ITEM_TABLES = [bookings, tours, itineraryItems] as const;

export const itemParticipantsRepository = {
  /** Whether the person is the only one going on some stay, tour or itinerary place of the trip. */
  async aloneOnAnItem(db: Executor, tripId: string, participantId: string): Promise<boolean> {
    const found = await Promise.all(
      ITEM_TABLES.map((table) =>
        db
          .select({ id: table.id })
          .from(table)
          .where(
            and(eq(table.tripId, tripId), sql`${table.participantIds} = array[${participantId}]::uuid[]`),
          )
          .limit(1),
      ),
    );
    return found.some((rows) => rows.length > 0);
  },

  /**
   * Takes the person out of every item of the trip: out of the stays', tours' and places' lists, and off
   * the flights' passengers (who stay, by name, linked to nobody).
   */
  async removeFromItems(db: Executor, tripId: string, participantId: string): Promise<void> {
    for (const table of ITEM_TABLES) {
      await db
        .update(table)
        .set({ participantIds: sql`array_remove(${table.participantIds}, ${participantId}::uuid)` })
        .where(and(eq(table.tripId, tripId), sql`${participantId}::uuid = any(${table.participantIds})`));
    }
    const linked = sql`jsonb_build_array(jsonb_build_object('participantId', ${participantId}::text))`;
    await db
      .update(flights)
      .set({
        passengers: sql`(
          select jsonb_agg(case when passenger->>'participantId' = ${participantId}::text
            then passenger || '{"participantId": null}'::jsonb else passenger end order by position)
          from jsonb_array_elements(${flights.passengers}) with ordinality as listed(passenger, position)
        )`,
      })
      .where(and(eq(flights.tripId, tripId), sql`${flights.passengers} @> ${linked}`));
  },
};
