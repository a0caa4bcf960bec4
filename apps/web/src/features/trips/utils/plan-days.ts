import { dayEntries, type DayEntry, type ItineraryDay, type TripPlan } from '@trilha/shared';
import { entryKey } from '../components/day/entry-text';

/** An itinerary day with everything else that happens on it, in the shared time order. */
export interface PlanDay extends ItineraryDay {
  entries: DayEntry[];
}

/** Each itinerary day with the trip's flights, stays and tours merged into its places (shared `dayEntries`). */
export function planDays(days: ItineraryDay[], bookings: Omit<TripPlan, 'itinerary'>): PlanDay[] {
  return days.map((day) => ({
    ...day,
    entries: dayEntries(day.date, { ...bookings, itinerary: day.items }),
  }));
}

/**
 * The id an entry has in the drag-and-drop lists: a place keeps its own id (it is what is moved); a
 * booking's carries its date, since a stay has a line on several days.
 */
export function entryDropId(date: string, entry: DayEntry): string {
  return entry.kind === 'itinerary' ? entry.item._id : `${date}/${entryKey(entry, 0)}`;
}

/** What can be reached on foot or by car during a day: its places and tours, numbered in list order. */
export interface DayStop {
  id: string;
  number: number;
  name: string;
  lat: number | null;
  lon: number | null;
}

const located = (lat: number | null | undefined, lon: number | null | undefined) =>
  typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : { lat: null, lon: null };

/** The day's stops in list order; a stop without coordinates keeps its number but has none (never 0,0). */
export function dayStops(entries: DayEntry[]): DayStop[] {
  const stops: Omit<DayStop, 'number'>[] = [];
  for (const entry of entries) {
    if (entry.kind === 'itinerary')
      stops.push({
        id: entry.item._id,
        name: entry.item.placeName,
        ...located(entry.item.lat, entry.item.lon),
      });
    if (entry.kind === 'tour')
      stops.push({
        id: `tour-${entry.tour._id}`,
        name: entry.tour.name,
        ...located(entry.tour.lat, entry.tour.lon),
      });
  }
  return stops.map((stop, index) => ({ ...stop, number: index + 1 }));
}

export interface DayHome {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** Where the traveller sleeps that night (or, on the last morning, the stay just left), when it is on the map. */
export function dayHome(date: string, stays: TripPlan['bookings']): DayHome | null {
  const tonight = stays.find((stay) => stay.checkIn <= date && date < stay.checkOut);
  const home = tonight ?? stays.find((stay) => stay.checkOut === date);
  if (!home || typeof home.lat !== 'number' || typeof home.lon !== 'number') return null;
  return { id: home._id, name: home.accommodationName, lat: home.lat, lon: home.lon };
}
