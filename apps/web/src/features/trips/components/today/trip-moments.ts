import { format } from 'date-fns';
import {
  addDays,
  datesBetween,
  dayEntries,
  type Booking,
  type Coordinates,
  type DayEntry,
  type Flight,
  type TripDetail,
  type TripPlan,
} from '@trilha/shared';

/** Where the trip stands today: before it, during it (the Today view) or after it. */
export type TripPhase = 'before' | 'during' | 'after';

/** Follows the server's time state, as the header's chip and countdown do, so they never disagree. */
export function phaseOf(trip: Pick<TripDetail, 'timeState'>): TripPhase {
  if (trip.timeState === 'in-progress') return 'during';
  return trip.timeState === 'completed' ? 'after' : 'before';
}

/** Today's date on this device, as `YYYY-MM-DD`. */
export const localDate = (now: Date) => format(now, 'yyyy-MM-dd');

export function planOf(trip: TripDetail): TripPlan {
  return {
    itinerary: trip.itinerary.flatMap((day) => day.items),
    flights: trip.flights,
    bookings: trip.bookings,
    tours: trip.tours,
  };
}

/** The first flight not yet landed (one in the air counts), in departure order. */
export function nextFlight(flights: Flight[], now: Date): Flight | undefined {
  return [...flights]
    .sort((a, b) => Date.parse(a.departure.time) - Date.parse(b.departure.time))
    .find((flight) => Date.parse(flight.arrival.time) > now.getTime() && flight.status !== 'cancelled');
}

/** The stay whose night `date` is (checked in on or before it, checking out after it). */
export const stayForNight = (bookings: Booking[], date: string) =>
  bookings.find((booking) => booking.checkIn <= date && date < booking.checkOut);

export const firstStay = (bookings: Booking[]) =>
  [...bookings].sort((a, b) => a.checkIn.localeCompare(b.checkIn))[0];

/** The trip's nights (each date slept on, the last day excluded) with no stay booked for them. */
export function nightsWithoutStay(trip: TripDetail): string[] {
  if (trip.endDate <= trip.startDate) return [];
  return datesBetween(trip.startDate, addDays(trip.endDate, -1)).filter(
    (night) => !stayForNight(trip.bookings, night),
  );
}

/**
 * The trip's days with nothing planned on them: no place, flight, stay change or tour. A night in the
 * middle of a stay is where one sleeps, not a plan for the day.
 */
export function daysWithoutPlans(trip: TripDetail): string[] {
  const plan = planOf(trip);
  return datesBetween(trip.startDate, trip.endDate).filter((date) =>
    dayEntries(date, plan).every((entry) => entry.kind === 'stay-night'),
  );
}

/** What happens today, in time order (the shared order of the itinerary, day view and timeline). */
export const todaysEntries = (trip: TripDetail, today: string): DayEntry[] => dayEntries(today, planOf(trip));

/**
 * An `https://www.openstreetmap.org` link to a stay: its point when it has one, else a search for its
 * address; none when it has neither.
 */
export function stayMapLink(stay: Pick<Booking, 'lat' | 'lon' | 'address' | 'accommodationName'>) {
  if (stay.lat != null && stay.lon != null) {
    return `https://www.openstreetmap.org/?mlat=${stay.lat}&mlon=${stay.lon}#map=17/${stay.lat}/${stay.lon}`;
  }
  return stay.address
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(stay.address)}`
    : undefined;
}

/** The terminal of a flight's end, when the traveller or the booking mail gave one. */
export const terminalOf = (end: Flight['departure']): string | undefined => end.terminal || undefined;

/** Where an entry happens, when it has a point: a place, a tour, a stay; a flight's airports have none here. */
export function pointOf(entry: DayEntry): Coordinates | undefined {
  const thing =
    entry.kind === 'itinerary'
      ? entry.item
      : entry.kind === 'tour'
        ? entry.tour
        : entry.kind === 'check-in' || entry.kind === 'check-out'
          ? entry.booking
          : undefined;
  return thing && thing.lat != null && thing.lon != null ? { lat: thing.lat, lon: thing.lon } : undefined;
}
