import { isOnItem, type TripDetail } from '@trilha/shared';
import type { WhoGoes } from './export.repository';

/** Whose plan a PDF is: a participant of the trip (none for a member who has no participant yet). */
export interface PlanPerson {
  participantId: string | null;
  name: string;
}

/**
 * The trip as one person's plan: only the stays, tours, flights and itinerary places they are on. The
 * rest (checklist, tips, contacts, costs) belongs to the whole trip and stays.
 */
export function planFor(trip: TripDetail, person: PlanPerson, whoGoes: WhoGoes): TripDetail {
  const me = person.participantId ?? undefined;
  // An item made after the people were read is the trip's everyone until told otherwise.
  const goes = (item: { _id: string }) => isOnItem(whoGoes.get(item._id), me);
  return {
    ...trip,
    flights: trip.flights.filter(goes),
    bookings: trip.bookings.filter(goes),
    tours: trip.tours.filter(goes),
    itinerary: trip.itinerary.map((day) => ({ ...day, items: day.items.filter(goes) })),
  };
}
