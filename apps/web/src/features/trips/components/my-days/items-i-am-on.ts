import {
  flightParticipants,
  isOnItem,
  type Booking,
  type Flight,
  type ItineraryDay,
  type Tour,
  type TripDetail,
} from '@trilha/shared';

/**
 * An item's people as the API sends them (`participants`, null for everyone). Read loosely: an answer
 * from before items carried their people has none, which counts as everyone.
 */
const participantsOf = (item: object): string[] | null | undefined =>
  (item as { participants?: string[] | null }).participants;

/** A flight's people: its own list when sent, else its linked passengers (everyone while none is). */
export function flightPeople(flight: Flight): string[] | null {
  const own = participantsOf(flight);
  return own !== undefined ? own : flightParticipants(flight.passengers);
}

/** What one person is on; `me` undefined for someone with no participant (only everyone's items). */
export function itemsIAmOn(me: string | undefined) {
  const goes = (item: object) => isOnItem(participantsOf(item), me);
  return {
    itinerary: (days: ItineraryDay[]) => days.map((day) => ({ ...day, items: day.items.filter(goes) })),
    flights: (flights: Flight[]) => flights.filter((flight) => isOnItem(flightPeople(flight), me)),
    bookings: (bookings: Booking[]) => bookings.filter(goes),
    tours: (tours: Tour[]) => tours.filter(goes),
  };
}

/** A trip with only the flights, stays, tours and places `me` is on; the rest is everyone's and stays. */
export function tripIAmOn(trip: TripDetail, me: string | undefined): TripDetail {
  const keep = itemsIAmOn(me);
  return {
    ...trip,
    flights: keep.flights(trip.flights),
    bookings: keep.bookings(trip.bookings),
    tours: keep.tours(trip.tours),
    itinerary: keep.itinerary(trip.itinerary),
  };
}
