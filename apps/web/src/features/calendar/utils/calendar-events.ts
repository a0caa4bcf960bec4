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
