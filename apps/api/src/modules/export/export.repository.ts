import { and, eq } from 'drizzle-orm';
import { flightParticipants } from '@trilha/shared';
import type { Executor } from '../../db/client';
import { bookings, flights, itineraryItems, tours, tripParticipants } from '../../db/schema';
import { isUuid } from '../../lib/ids';

/** Who goes on each plan item of a trip, by item id: participant ids, null for everyone. */
export type WhoGoes = Map<string, string[] | null>;

export const exportRepository = {
  /** The participant a user is on the trip, if they have one yet. */
  async participantOfUser(db: Executor, tripId: string, userId: string) {
    const [row] = await db
      .select({ id: tripParticipants.id, name: tripParticipants.name })
      .from(tripParticipants)
      .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId)));
    return row;
  },

  async participant(db: Executor, tripId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ id: tripParticipants.id, name: tripParticipants.name })
      .from(tripParticipants)
      .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.id, id)));
    return row;
  },

  /**
   * Read from the columns rather than the trip's answer, which may not carry them; a flight's people are
   * its linked passengers.
   */
  async whoGoes(db: Executor, tripId: string): Promise<WhoGoes> {
    const [stays, tourRows, places, flightRows] = await Promise.all([
      db
        .select({ id: bookings.id, people: bookings.participantIds })
        .from(bookings)
        .where(eq(bookings.tripId, tripId)),
      db.select({ id: tours.id, people: tours.participantIds }).from(tours).where(eq(tours.tripId, tripId)),
      db
        .select({ id: itineraryItems.id, people: itineraryItems.participantIds })
        .from(itineraryItems)
        .where(eq(itineraryItems.tripId, tripId)),
      db
        .select({ id: flights.id, passengers: flights.passengers })
        .from(flights)
        .where(eq(flights.tripId, tripId)),
    ]);
    const flightPeople = flightRows.map(({ id, passengers }) => ({
      id,
      people: flightParticipants(passengers),
    }));
    return new Map([...stays, ...tourRows, ...places, ...flightPeople].map(({ id, people }) => [id, people]));
  },
};
