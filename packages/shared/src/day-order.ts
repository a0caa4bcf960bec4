import { addDays, daysBetween } from './calendar-dates';
import { compareCodes } from './ordering';
import type { TimeOfDay } from './constants/plan';
import type { DayEntry, DayEntryKind } from './schemas/days';
import type { ItineraryItem } from './schemas/plan';
import type { Booking, Flight, Tour } from './schemas/travel';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Where an entry with no exact time sits: at the end of its part of the day, after what is timed there
 * ("lunch 12:00" then "museum, afternoon"; a landing at 15:55 before the afternoon's untimed places).
 */
const PART_OF_DAY_ENDS: Record<TimeOfDay, number> = {
  morning: minutesOf('12:00'),
  afternoon: minutesOf('18:00'),
  evening: minutesOf('21:00'),
  night: minutesOf('24:00'),
};

/** Within one moment: leave the room, fly, then the day's plans, the new room, and the night's bed last. */
const KIND_RANK: Record<DayEntryKind, number> = {
  'check-out': 0,
  flight: 1,
  tour: 2,
  itinerary: 3,
  'check-in': 4,
  'stay-night': 5,
};

/** Leaving the room comes first in the morning; check-in is usually from mid-afternoon. */
const CHECK_OUT_AT = minutesOf('06:00');
const CHECK_IN_FROM = minutesOf('15:00');
/** After everything else of the day, untimed night plans included. */
const BEDTIME = minutesOf('24:00') + 1;

type Moment = Pick<DayEntry, 'kind' | 'time' | 'timeOfDay'>;

/** Minutes since midnight an entry sorts at; untimed places sit just before their part of the day ends. */
function sortMinutes(entry: Moment): number {
  if (entry.time) return minutesOf(entry.time);
  switch (entry.kind) {
    case 'check-out':
      return CHECK_OUT_AT;
    case 'check-in':
      return CHECK_IN_FROM;
    case 'stay-night':
      return BEDTIME;
    default:
      return PART_OF_DAY_ENDS[entry.timeOfDay] - 0.5;
  }
}

const positionOf = (entry: DayEntry) => (entry.kind === 'itinerary' ? entry.item.position : 0);

/** When two entries happen relative to each other, leaving aside the order the traveller gave. */
export function compareMoments(a: Moment, b: Moment): number {
  return (
    sortMinutes(a) - sortMinutes(b) ||
    // At the same minute a booking's usual hour (check-in from 15:00) comes before what is timed there.
    Number(a.time !== null) - Number(b.time !== null) ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind]
  );
}

/** The comparison behind every list of a day (itinerary, day view, timeline, PDF, calendar). */
export function compareEntries(a: DayEntry, b: DayEntry): number {
  return compareMoments(a, b) || positionOf(a) - positionOf(b);
}

/**
 * Time order for one day: an exact time wins; an entry with only a part of the day sits at the end of
 * that part, after the timed ones there; ties keep the order the traveller gave the itinerary.
 */
export function inTimeOrder(entries: DayEntry[]): DayEntry[] {
  return [...entries].sort(compareEntries);
}

type Place = Pick<ItineraryItem, 'time' | 'timeOfDay' | 'position'>;
const placeMoment = (item: Place): Moment => ({
  kind: 'itinerary',
  time: item.time,
  timeOfDay: item.timeOfDay,
});

/** One day's places alone in the shared order (e.g. to number them again after AI items join them). */
export function itineraryInTimeOrder<T extends Place>(items: T[]): T[] {
  return [...items].sort((a, b) => compareMoments(placeMoment(a), placeMoment(b)) || a.position - b.position);
}

/**
 * A day's places with `item` put in at `position` among `others` (taken in time order), then in time
 * order again: the position decides only among places of the same moment, so the stored numbering
 * always reads as the day is shown.
 */
export function slotInTimeOrder<T extends Place>(others: T[], item: T, position: number | undefined): T[] {
  const sorted = itineraryInTimeOrder(others);
  const at = Math.min(position ?? sorted.length, sorted.length);
  const placed = [...sorted.slice(0, at), item, ...sorted.slice(at)];
  const slot = new Map(placed.map((row, index) => [row, index]));
  return placed.sort((a, b) => compareMoments(placeMoment(a), placeMoment(b)) || slot.get(a)! - slot.get(b)!);
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

function flightEntries(date: string, flight: Flight): DayEntry[] {
  const departs = localDateOf(flight.departure.time);
  const lands = localDateOf(flight.arrival.time);
  const entries: DayEntry[] = [];
  // Each leg in its own airport's local time, on its own day; a same-day flight shows once, at take-off.
  if (departs === date) {
    const time = localTimeOf(flight.departure.time);
    entries.push({ kind: 'flight', leg: 'departure', time, timeOfDay: timeOfDayAt(time), flight });
  } else if (lands === date) {
    const time = localTimeOf(flight.arrival.time);
    entries.push({ kind: 'flight', leg: 'arrival', time, timeOfDay: timeOfDayAt(time), flight });
  }
  return entries;
}

function stayEntries(date: string, booking: Booking): DayEntry[] {
  if (booking.checkIn === date) return [{ kind: 'check-in', time: null, timeOfDay: 'afternoon', booking }];
  if (booking.checkOut === date) return [{ kind: 'check-out', time: null, timeOfDay: 'morning', booking }];
  // The nights in between: the check-in day already says where the first night is.
  if (date > booking.checkIn && date < booking.checkOut)
    return [{ kind: 'stay-night', time: null, timeOfDay: 'night', booking }];
  return [];
}

/** Everything planned for `date`, in time order: every list of a day reads this. */
export function dayEntries(date: string, plan: Partial<TripPlan>): DayEntry[] {
  const entries: DayEntry[] = [];
  for (const item of plan.itinerary ?? []) {
    if (item.date === date)
      entries.push({ kind: 'itinerary', time: item.time, timeOfDay: item.timeOfDay, item });
  }
  for (const flight of plan.flights ?? []) entries.push(...flightEntries(date, flight));
  for (const booking of plan.bookings ?? []) entries.push(...stayEntries(date, booking));
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

/** The dates a stay has a line on: its check-in, each night in between, its check-out. */
export function stayDates(booking: Pick<Booking, 'checkIn' | 'checkOut'>): string[] {
  const dates: string[] = [];
  for (let date = booking.checkIn; date <= booking.checkOut; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Nights between check-in and check-out. */
export const nightsOf = (checkIn: string, checkOut: string) => daysBetween(checkIn, checkOut);

/** Pairs of stays whose nights overlap (checking out and in on the same day is not an overlap). */
export function overlappingStays<T extends Pick<Booking, '_id' | 'checkIn' | 'checkOut'>>(
  stays: T[],
): [T, T][] {
  const sorted = [...stays].sort((a, b) => compareCodes(a.checkIn, b.checkIn));
  const pairs: [T, T][] = [];
  for (const [index, stay] of sorted.entries()) {
    for (const later of sorted.slice(index + 1)) {
      if (later.checkIn >= stay.checkOut) break;
      pairs.push([stay, later]);
    }
  }
  return pairs;
}
