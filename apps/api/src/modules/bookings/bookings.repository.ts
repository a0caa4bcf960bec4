import { and, asc, eq, or } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { jsonRows } from '../../db/json-rows';
import { tripCollectionRepository } from '../trips/collections/trip-collection.repository';

export const bookingsRepository = {
  /** Stays, in the order of their check-in. */
  ...tripCollectionRepository(bookings, [asc(bookings.checkIn)]),

  /** The stays that check in or out on `date`, as JSON inside the day page's statement. */
  onDateJson: (tripId: string, date: string) =>
    jsonRows(bookings, {
      where: and(eq(bookings.tripId, tripId), or(eq(bookings.checkIn, date), eq(bookings.checkOut, date))),
      orderBy: [asc(bookings.id)],
      shownOnly: true,
    }),
};
