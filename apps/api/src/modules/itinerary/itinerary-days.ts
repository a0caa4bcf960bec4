import type { ItineraryDay, ItineraryItem } from '@trilha/shared';
import type { ItineraryRow } from './itinerary.repository';

const DAY_MS = 86_400_000;

/** Every calendar date from start to end, both included. */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

export const presentItem = (row: ItineraryRow): ItineraryItem => ({
  _id: row.id,
  date: row.date,
  timeOfDay: row.timeOfDay,
  time: row.time,
  placeName: row.placeName,
  notes: row.notes,
  location: row.location,
  position: row.position,
});

/**
 * One entry per date of the trip, each with its items in their order; items left outside the trip by a
 * change of its dates keep a day of their own, marked, until someone moves or removes them.
 */
export function groupByDay(
  trip: { startDate: string; endDate: string },
  rows: ItineraryRow[],
): ItineraryDay[] {
  const days = new Map<string, ItineraryDay>(
    datesBetween(trip.startDate, trip.endDate).map((date) => [date, { date, outsideTrip: false, items: [] }]),
  );
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) {
      day = { date: row.date, outsideTrip: true, items: [] };
      days.set(row.date, day);
    }
    day.items.push(presentItem(row));
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
