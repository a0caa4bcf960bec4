import type { DayEntry } from '@trilha/shared';

/** `TP88` (as the server keeps it) → `TP 88`, the way it is printed on a ticket. */
export function flightCode(flightNumber: string): string {
  const match = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/.exec(flightNumber.replace(/\s+/g, '').toUpperCase());
  return match ? `${match[1]} ${match[2]}` : flightNumber;
}

/** A kind a newer server may send before this app knows it. */
const kindOf = (entry: never) => (entry as { kind: string }).kind;

/** A key that stays the same across refetches (a flight shows once per leg, a stay once per end). */
export function entryKey(entry: DayEntry, index: number): string {
  switch (entry.kind) {
    case 'itinerary':
      return `itinerary-${entry.item._id}`;
    case 'flight':
      return `flight-${entry.flight._id}-${entry.leg}`;
    case 'check-in':
    case 'check-out':
    case 'stay-night':
      return `${entry.kind}-${entry.booking._id}`;
    case 'tour':
      return `tour-${entry.tour._id}`;
    default:
      return `${kindOf(entry)}-${index}`;
  }
}

/** The trip tab where an entry of this kind is added and changed. */
export function entryTab(entry: DayEntry): string {
  switch (entry.kind) {
    case 'itinerary':
      return 'itinerary';
    case 'flight':
      return 'flights';
    case 'check-in':
    case 'check-out':
    case 'stay-night':
      return 'bookings';
    case 'tour':
      return 'tours';
    default:
      return 'itinerary';
  }
}
