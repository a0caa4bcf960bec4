import type { CalendarEvent } from '@trilha/shared';

export interface DayEvents {
  /** All-day spans that cover the day: trips first, then stays, tours and places without a time. */
  spans: CalendarEvent[];
  /** Timed items starting that day, earliest first. */
  items: CalendarEvent[];
}

export type CalendarEventType = CalendarEvent['type'];

/** Spans on one day: the trip on top, then what sits inside it, longest-planned first. */
const SPAN_RANK: Record<CalendarEventType, number> = {
  trip: 0,
  booking: 1,
  flight: 2,
  tour: 3,
  itinerary: 4,
};

const day = (value: string) => value.slice(0, 10);

export function eventDay(event: CalendarEvent): string {
  return event.date ?? day(event.start);
}

/** The local time of a timed event, `HH:mm`, or undefined for an all-day one. */
export function eventTime(event: CalendarEvent): string | undefined {
  return event.allDay ? undefined : event.start.slice(11, 16) || undefined;
}

/**
 * Groups the events by the `YYYY-MM-DD` days given. An all-day event of any type (a trip, a stay from
 * check-in to check-out) appears on every day it covers, both ends included; a timed one only on the
 * day it starts, even when it ends on another date (a night flight lands the next morning).
 */
export function eventsByDay(events: CalendarEvent[], days: string[]): Map<string, DayEvents> {
  const byDay = new Map(days.map((date): [string, DayEvents] => [date, { spans: [], items: [] }]));
  for (const event of events) {
    if (event.allDay) {
      // Inclusive dates compare correctly as strings in `YYYY-MM-DD` form; an end before the start
      // (which the server should not send) still shows the event on its first day.
      const first = day(event.start);
      const last = day(event.end) < first ? first : day(event.end);
      for (const date of days) {
        if (date >= first && date <= last) byDay.get(date)?.spans.push(event);
      }
    } else {
      byDay.get(eventDay(event))?.items.push(event);
    }
  }
  for (const entry of byDay.values()) {
    entry.spans.sort((a, b) => SPAN_RANK[a.type] - SPAN_RANK[b.type] || a.start.localeCompare(b.start));
    entry.items.sort((a, b) => a.start.localeCompare(b.start));
  }
  return byDay;
}

/** One week's piece of an all-day event: the bar drawn across the days it covers in that week. */
export interface SpanSegment {
  event: CalendarEvent;
  /** Its row among the week's bars, 0 on top. */
  lane: number;
  /** The first and last column (0–6) it covers in the week. */
  first: number;
  last: number;
  /** It began in an earlier week, or goes on into a later one (the bar's square end). */
  fromBefore: boolean;
  toAfter: boolean;
}

/**
 * The all-day events of one week (its `YYYY-MM-DD` days in order) as bars: each covers its days in the
 * week once, however many, and takes the highest row free across all of them, trips first as in a day's
 * list, then the earlier and longer spans.
 */
export function weekSegments(events: CalendarEvent[], days: string[]): SpanSegment[] {
  const weekFirst = days[0] ?? '';
  const weekLast = days[days.length - 1] ?? '';
  const spans = events
    .filter((event) => event.allDay)
    .map((event) => {
      const first = day(event.start);
      return { event, first, last: day(event.end) < first ? first : day(event.end) };
    })
    .filter((span) => span.last >= weekFirst && span.first <= weekLast)
    .sort(
      (a, b) =>
        SPAN_RANK[a.event.type] - SPAN_RANK[b.event.type] ||
        a.first.localeCompare(b.first) ||
        b.last.localeCompare(a.last),
    );
  // The columns each row already has a bar on.
  const taken: Set<number>[] = [];
  return spans.map(({ event, first, last }) => {
    const from = first < weekFirst ? 0 : days.indexOf(first);
    const to = last > weekLast ? days.length - 1 : days.indexOf(last);
    const columns = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    let lane = taken.findIndex((row) => columns.every((column) => !row.has(column)));
    if (lane === -1) lane = taken.push(new Set()) - 1;
    for (const column of columns) taken[lane]?.add(column);
    return { event, lane, first: from, last: to, fromBefore: first < weekFirst, toAfter: last > weekLast };
  });
}

export function eventCount(entry: DayEvents | undefined): number {
  return entry ? entry.spans.length + entry.items.length : 0;
}

/** The trip whose day view a day opens: only when exactly one trip covers it. */
export function onlyTripOn(entry: DayEvents | undefined): string | undefined {
  const trips = new Set(entry?.spans.filter((event) => event.type === 'trip').map((event) => event.tripId));
  return trips.size === 1 ? [...trips][0] : undefined;
}

export function eventLink(event: CalendarEvent): string {
  if (event.type === 'trip' || !event.date) return `/trips/${event.tripId}`;
  return `/trips/${event.tripId}/day/${event.date}`;
}

/** A hue per trip, stable across renders and visits because it comes from the trip's id alone. */
export function tripColor(tripId: string): string {
  let hash = 0;
  for (const char of tripId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 60% 38%)`;
}
