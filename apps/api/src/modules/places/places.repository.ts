import { and, eq, isNotNull } from 'drizzle-orm';
import { bookings, itineraryItems, tours } from '../../db/schema';
import type { Executor } from '../../db/client';

export const placesRepository = {
  /** The trip's stays, tours and itinerary items that have coordinates. */
  async locatedOnTrip(db: Executor, tripId: string) {
    const located = <T extends typeof bookings | typeof tours | typeof itineraryItems>(table: T) =>
      and(eq(table.tripId, tripId), isNotNull(table.lat), isNotNull(table.lon));
    const [stays, tourRows, items] = await Promise.all([
      db.select().from(bookings).where(located(bookings)),
      db.select().from(tours).where(located(tours)),
      db.select().from(itineraryItems).where(located(itineraryItems)),
    ]);
    return { stays, tours: tourRows, items };
  },
};
