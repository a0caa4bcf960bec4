import type { CalendarEvent } from '@trilha/shared';

export interface DayEvents {
  /** All-day spans (trips and the like) that cover the day. */
  spans: CalendarEvent[];
  /** Timed items starting that day, earliest first. */
  items: CalendarEvent[];
}

const day = (value: string) => value.slice(0, 10);

export function eventDay(event: CalendarEvent): string {
  return event.date ?? day(event.start);
}

/** The local time of a timed event, `HH:mm`, or undefined for an all-day one. */
export function eventTime(event: CalendarEvent): string | undefined {
  return event.allDay ? undefined : event.start.slice(11, 16) || undefined;
}

/** Groups the events by the `YYYY-MM-DD` days given; a span appears on every day it covers. */
export function eventsByDay(events: CalendarEvent[], days: string[]): Map<string, DayEvents> {
  const byDay = new Map(days.map((date): [string, DayEvents] => [date, { spans: [], items: [] }]));
  for (const event of events) {
    if (event.allDay) {
      // Inclusive dates compare correctly as strings in `YYYY-MM-DD` form.
      for (const date of days) {
        if (date >= day(event.start) && date <= day(event.end)) byDay.get(date)?.spans.push(event);
      }
    } else {
      byDay.get(eventDay(event))?.items.push(event);
    }
  }
  for (const entry of byDay.values()) entry.items.sort((a, b) => a.start.localeCompare(b.start));
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
