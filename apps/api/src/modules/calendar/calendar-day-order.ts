import { compareMoments, localDateOf, type TimeOfDay } from '@trilha/shared';
import { instantInZone } from '../../lib/zoned-time';
import type { CalendarRows } from './calendar-events';

// An item with only a part of the day is shown from that part's usual hour…
const PART_OF_DAY_MINUTES: Record<TimeOfDay, number> = {
  morning: 9 * 60,
  afternoon: 14 * 60,
  evening: 19 * 60,
  night: 22 * 60,
};
// …or, when the day's order puts it after something later than that, half an hour after it.
const AFTER_PREVIOUS = 30;
const LATEST_START = 23 * 60;

interface Moment {
  kind: 'itinerary' | 'flight' | 'tour';
  time: string | null;
  timeOfDay: TimeOfDay;
  position: number;
  itemId?: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const partOfClock = (time: string): TimeOfDay =>
  time < '12:00' ? 'morning' : time < '18:00' ? 'afternoon' : time < '21:00' ? 'evening' : 'night';

/** Each trip day's timed moments and places, keyed by trip and date. */
function momentsByDay(rows: CalendarRows): Map<string, Moment[]> {
  const days = new Map<string, Moment[]>();
  const add = (tripId: string, date: string, moment: Moment) => {
    const key = `${tripId}/${date}`;
    days.set(key, [...(days.get(key) ?? []), moment]);
  };
  for (const item of rows.itinerary) {
    add(item.tripId, item.date, {
      kind: 'itinerary',
      time: item.time,
      timeOfDay: item.timeOfDay as TimeOfDay,
      position: item.position,
      itemId: item.id,
    });
  }
  for (const flight of rows.flights) {
    // Each leg at its airport's local time, on its own day, as the itinerary lists it.
    const departs = instantInZone(flight.departureAt, flight.departureZone).slice(0, 16);
    const lands = instantInZone(flight.arrivalAt, flight.arrivalZone).slice(0, 16);
    for (const local of localDateOf(departs) === localDateOf(lands) ? [departs] : [departs, lands]) {
      const time = local.slice(11, 16);
      add(flight.tripId, localDateOf(local), {
        kind: 'flight',
        time,
        timeOfDay: partOfClock(time),
        position: 0,
      });
    }
  }
  for (const tour of rows.tours) {
    if (tour.time)
      add(tour.tripId, tour.date, {
        kind: 'tour',
        time: tour.time,
        timeOfDay: partOfClock(tour.time),
        position: 0,
      });
  }
  return days;
}

/**
 * The start (`HH:mm`) of each untimed itinerary place in the calendar, by item id: its part of the
 * day's usual hour, pushed later when the shared day order puts it after something (a landing at
 * 11:40 comes before the morning's untimed places), so calendars list a day as the itinerary does.
 */
export function untimedStarts(rows: CalendarRows): Map<string, string> {
  const starts = new Map<string, string>();
  for (const moments of momentsByDay(rows).values()) {
    moments.sort((a, b) => compareMoments(a, b) || a.position - b.position);
    let previous = -Infinity;
    for (const moment of moments) {
      if (moment.time !== null) {
        previous = minutesOf(moment.time);
        continue;
      }
      const start = Math.min(
        Math.max(PART_OF_DAY_MINUTES[moment.timeOfDay], previous + AFTER_PREVIOUS),
        LATEST_START,
      );
      starts.set(moment.itemId!, clock(start));
      previous = start;
    }
  }
  return starts;
}
