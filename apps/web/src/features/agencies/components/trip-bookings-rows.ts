import {
  compareCodes,
  compareMoments,
  localDateOf,
  localTimeOf,
  timeOfDayAt,
  type Booking,
  type DayEntry,
  type Flight,
  type Participant,
  type Tour,
  type TripDetail,
} from '@trilha/shared';
import { itemPeople } from '../../../lib/item-participants';

type Moment = Pick<DayEntry, 'kind' | 'time' | 'timeOfDay'>;
type Person = Pick<Participant, '_id' | 'name'>;

/**
 * One booking of a trip and who goes on it: the people's names, or null when it is everyone's. `date` and
 * `moment` place it in the trip by the same rule as the day view (a stay at its check-in, in the afternoon).
 */
export type BookingRow = { key: string; date: string; moment: Moment; names: string[] | null } & (
  { kind: 'flight'; flight: Flight } | { kind: 'stay'; booking: Booking } | { kind: 'tour'; tour: Tour }
);

type Bookings = Pick<TripDetail, 'flights' | 'bookings' | 'tours'>;

/** Whether any booking names some people: only then are the trip's people worth reading. */
export function namesSomeone(trip: Bookings): boolean {
  return [...trip.flights, ...trip.bookings, ...trip.tours].some((item) => Boolean(item.participants));
}

/**
 * A flight's passengers by name, a linked passenger by the name the trip knows them by (the ticket may
 * spell it otherwise); null (everyone) while it has no passengers, as its `participants` reads then.
 */
function passengerNames(flight: Flight, people: readonly Person[]): string[] | null {
  if (flight.passengers.length === 0) return null;
  const nameOf = new Map(people.map((person) => [person._id, person.name]));
  return flight.passengers.map(
    (passenger) => (passenger.participantId && nameOf.get(passenger.participantId)) || passenger.name,
  );
}

const namesOf = (item: Booking | Tour, people: readonly Person[]) =>
  itemPeople(item, people)?.map((person) => person.name) ?? null;

/** The trip's flights, stays and tours in the order they happen, each with who goes. */
export function bookingRows(trip: Bookings, people: readonly Person[]): BookingRow[] {
  const rows: BookingRow[] = [
    ...trip.flights.map((flight): BookingRow => {
      const time = localTimeOf(flight.departure.time);
      return {
        kind: 'flight',
        key: `flight-${flight._id}`,
        date: localDateOf(flight.departure.time),
        moment: { kind: 'flight', time, timeOfDay: timeOfDayAt(time) },
        names: passengerNames(flight, people),
        flight,
      };
    }),
    ...trip.bookings.map((booking): BookingRow => ({
      kind: 'stay',
      key: `stay-${booking._id}`,
      date: booking.checkIn,
      moment: { kind: 'check-in', time: null, timeOfDay: 'afternoon' },
      names: namesOf(booking, people),
      booking,
    })),
    ...trip.tours.map((tour): BookingRow => ({
      kind: 'tour',
      key: `tour-${tour._id}`,
      date: tour.date,
      moment: {
        kind: 'tour',
        time: tour.time,
        timeOfDay: tour.time ? timeOfDayAt(tour.time) : 'morning',
      },
      names: namesOf(tour, people),
      tour,
    })),
  ];
  return rows.sort(
    (a, b) =>
      compareCodes(a.date, b.date) || compareMoments(a.moment, b.moment) || compareCodes(a.key, b.key),
  );
}

/** `TP1234` → `TP 1234`, as the flight cards print it (the flights feature is not ours to import). */
export const spacedFlightNumber = (flightNumber: string) =>
  flightNumber.replace(/^([A-Z0-9]{2})\s*(\d)/, '$1 $2');
