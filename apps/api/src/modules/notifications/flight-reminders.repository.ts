import { and, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { FlightStatus } from '@trilha/shared';
import type { Executor } from '../../db/client';
import { flightReminders, flights, trips } from '../../db/schema';

/** A flight that has taken off, or will not, is past reminding. */
const NOT_DEPARTING: FlightStatus[] = ['active', 'landed', 'cancelled', 'diverted', 'redirected'];

export const flightRemindersRepository = {
  /** Flights departing after `from` and by `to`, on any trip, with their trip's title and owner. */
  departingBetween(db: Executor, from: Date, to: Date) {
    return db
      .select({
        flight: flights,
        trip: { id: trips.id, ownerId: trips.ownerId, title: trips.title },
      })
      .from(flights)
      .innerJoin(trips, eq(trips.id, flights.tripId))
      .where(
        and(
          gt(flights.departureAt, from),
          lte(flights.departureAt, to),
          notInArray(flights.status, NOT_DEPARTING),
        ),
      );
  },

  /**
   * Claims the reminder of one person for one flight at its departure: true for the one caller (of every
   * instance running the job) that inserted it, false when it was already sent.
   */
  async claim(db: Executor, flightId: string, userId: string, departureAt: Date): Promise<boolean> {
    const claimed = await db
      .insert(flightReminders)
      .values({ flightId, userId, departureAt })
      .onConflictDoNothing()
      .returning({ flightId: flightReminders.flightId });
    return claimed.length > 0;
  },
};
