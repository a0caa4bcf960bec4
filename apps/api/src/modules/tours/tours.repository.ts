import { and, asc, eq, sql } from 'drizzle-orm';
import { tours } from '../../db/schema';
import { jsonRows } from '../../db/json-rows';
import { tripCollectionRepository } from '../trips/collections/trip-collection.repository';

export const toursRepository = {
  /** Tours by date; untimed tours first on their day, like the day view's parts of the day. */
  ...tripCollectionRepository(tours, [asc(tours.date), sql`${tours.time} asc nulls first`]),

  /** The tours on `date`, as JSON inside the day page's statement. */
  onDateJson: (tripId: string, date: string) =>
    jsonRows(tours, {
      where: and(eq(tours.tripId, tripId), eq(tours.date, date)),
      orderBy: [asc(tours.id)],
      shownOnly: true,
    }),
};
