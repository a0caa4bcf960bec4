import { daysBetween } from './calendar-dates';
import type { TimeOfDay } from './constants/plan';
import type { DayEntry, DayEntryKind } from './schemas/days';
import type { ItineraryItem } from './schemas/plan';
import type { Booking, Flight, Tour } from './schemas/travel';

/** Where an entry with no exact time sits within its part of the day. */
const PART_OF_DAY_STARTS: Record<TimeOfDay, string> = {
  morning: '06:00',
  afternoon: '12:00',
  evening: '18:00',
  night: '21:00',
};

/** Within one moment: leave the room, fly, then the day's plans, and the new room last. */
const KIND_RANK: Record<DayEntryKind, number> = {
  'check-out': 0,
  flight: 1,
  tour: 2,
  itinerary: 3,
  'check-in': 4,
};

/** Check-in is usually from mid-afternoon; leaving the room (kind rank 0) comes first in the morning. */
const CHECK_IN_FROM = '15:00';

const sortTime = (entry: DayEntry) =>
  entry.time ?? (entry.kind === 'check-in' ? CHECK_IN_FROM : PART_OF_DAY_STARTS[entry.timeOfDay]);
const positionOf = (entry: DayEntry) => (entry.kind === 'itinerary' ? entry.item.position : 0);

/**
 * Time order for one day: an exact time wins; an entry with only a part of the day sits at that part's
 * start, before the timed ones there; ties keep the order the traveller gave the itinerary.
 */
export function inTimeOrder(entries: DayEntry[]): DayEntry[] {
  return [...entries].sort(
    (a, b) =>
      sortTime(a).localeCompare(sortTime(b)) ||
      Number(a.time !== null) - Number(b.time !== null) ||
      KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
      positionOf(a) - positionOf(b),
  );
}

/** The part of the day an `HH:mm` falls in. */
export function timeOfDayAt(time: string): TimeOfDay {
  if (time < '05:00') return 'night';
  if (time < '12:00') return 'morning';
  if (time < '18:00') return 'afternoon';
  return time < '21:00' ? 'evening' : 'night';
}

/** `2027-03-01T10:30:00+01:00` → its local date and time as written at the airport. */
export const localDateOf = (instant: string) => instant.slice(0, 10);
export const localTimeOf = (instant: string) => instant.slice(11, 16);

export interface TripPlan {
  itinerary: ItineraryItem[];
  flights: Flight[];
  bookings: Booking[];
  tours: Tour[];
}

/** Everything planned for `date`, in time order: the day view and the timeline both read this. */
export function dayEntries(date: string, plan: Partial<TripPlan>): DayEntry[] {
  const entries: DayEntry[] = [];
  for (const item of plan.itinerary ?? []) {
    if (item.date === date)
      entries.push({ kind: 'itinerary', time: item.time, timeOfDay: item.timeOfDay, item });
  }
  for (const flight of plan.flights ?? []) {
    const departs = localDateOf(flight.departure.time);
    const lands = localDateOf(flight.arrival.time);
    if (departs === date || lands === date) {
      const leg = departs === date ? 'departure' : 'arrival';
      const time = localTimeOf(flight[leg].time);
      entries.push({ kind: 'flight', leg, time, timeOfDay: timeOfDayAt(time), flight });
    }
  }
  for (const booking of plan.bookings ?? []) {
    if (booking.checkIn === date)
      entries.push({ kind: 'check-in', time: null, timeOfDay: 'afternoon', booking });
    if (booking.checkOut === date)
      entries.push({ kind: 'check-out', time: null, timeOfDay: 'morning', booking });
  }
  for (const tour of plan.tours ?? []) {
    if (tour.date === date) {
      entries.push({
        kind: 'tour',
        time: tour.time,
        timeOfDay: tour.time ? timeOfDayAt(tour.time) : 'morning',
        tour,
      });
    }
  }
  return inTimeOrder(entries);
}

/** Nights between check-in and check-out. */
export const nightsOf = (checkIn: string, checkOut: string) => daysBetween(checkIn, checkOut);

/** Pairs of stays whose nights overlap (checking out and in on the same day is not an overlap). */
export function overlappingStays<T extends Pick<Booking, '_id' | 'checkIn' | 'checkOut'>>(
  stays: T[],
): [T, T][] {
  const sorted = [...stays].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const pairs: [T, T][] = [];
  for (const [index, stay] of sorted.entries()) {
    for (const later of sorted.slice(index + 1)) {
      if (later.checkIn >= stay.checkOut) break;
      pairs.push([stay, later]);
    }
  }
  return pairs;
}
