import { isOnFlight, isOnItem } from '@trilha/shared';
import type { CalendarRows } from './calendar-events';

/**
 * A person's calendar holds only what they are on (issue 35): per trip, the items naming their
 * participant or nobody, and the flights they are a linked passenger of (all while none is linked).
 * `participantByTrip` has their participant on each trip that has one; without, only everyone's items.
 */
export function onlyTheirs(rows: CalendarRows, participantByTrip: Map<string, string>): CalendarRows {
  const goes = (item: { tripId: string; participantIds: string[] | null }) =>
    isOnItem(item.participantIds, participantByTrip.get(item.tripId));
  return {
    trips: rows.trips,
    itinerary: rows.itinerary.filter(goes),
    bookings: rows.bookings.filter(goes),
    tours: rows.tours.filter(goes),
    flights: rows.flights.filter((flight) =>
      isOnFlight(flight.passengers, participantByTrip.get(flight.tripId)),
    ),
  };
}
