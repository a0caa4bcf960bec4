import { compareCodes, datesBetween, type ItineraryDay, type ItineraryItem } from '@trilha/shared';
import type { ItineraryRow } from './itinerary.repository';
import type { ShownRow } from '../../db/json-rows';
import { presentParticipants } from '../bookings/item-participants';

export const presentItem = (row: ShownRow<ItineraryRow>): ItineraryItem => ({
  _id: row.id,
  date: row.date,
  timeOfDay: row.timeOfDay,
  time: row.time,
  placeName: row.placeName,
  notes: row.notes,
  location: row.location,
  lat: row.lat,
  lon: row.lon,
  position: row.position,
  participants: presentParticipants(row.participantIds),
});

/**
 * One entry per date of the trip, each with its items in their order; items left outside the trip by a
 * change of its dates keep a day of their own, marked, until someone moves or removes them.
 */
export function groupByDay(
  trip: { startDate: string; endDate: string },
  rows: ShownRow<ItineraryRow>[],
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
  return [...days.values()].sort((a, b) => compareCodes(a.date, b.date));
}
