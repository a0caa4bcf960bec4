import type { TimeOfDay } from './constants/plan';
import type { DayEntry } from './schemas/plan';

/** Where an entry with no exact time sits within its part of the day. */
const PART_OF_DAY_STARTS: Record<TimeOfDay, string> = {
  morning: '06:00',
  afternoon: '12:00',
  evening: '18:00',
  night: '21:00',
};

const sortTime = (entry: DayEntry) => entry.time ?? PART_OF_DAY_STARTS[entry.timeOfDay];

/**
 * Time order for one day: an exact time wins; an entry with only a part of the day sits at that part's
 * start, before the timed ones there; ties keep the order the traveller gave the itinerary.
 */
export function inTimeOrder(entries: DayEntry[]): DayEntry[] {
  return [...entries].sort(
    (a, b) =>
      sortTime(a).localeCompare(sortTime(b)) ||
      Number(a.time !== null) - Number(b.time !== null) ||
      a.item.position - b.item.position,
  );
}
