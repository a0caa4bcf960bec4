import type { Airport, TripDetail } from '@trilha/shared';

export type MapPlaceKind = 'destination' | 'airport' | 'stay' | 'tour' | 'place';

export interface MapPlace {
  id: string;
  kind: MapPlaceKind;
  name: string;
  lat: number;
  lon: number;
  /** The trip day it belongs to (YYYY-MM-DD); null for the destination itself. */
  date: string | null;
  /**
   * 1 for the trip's first day, and on past its last; 0 or less before it (the departure airport of a
   * flight the evening before): such a place is the trip's departure, not a day of it (see `isDeparture`).
   */
  day: number | null;
  /** Where the popup and the text list lead: the item's own tab. */
  tab: string;
}

export interface MapFlight {
  id: string;
  label: string;
  from: [number, number];
  to: [number, number];
  date: string;
}

/** Colours for days 1, 2, 3…, repeating; each reads on the light map tiles with white numbers. */
export const DAY_COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#4e342e',
];
/** Before the trip's first day: where the traveller leaves from, named as the departure. */
export const isDeparture = (day: number | null): day is number => day !== null && day < 1;

export const dayColour = (day: number | null) =>
  day === null || isDeparture(day)
    ? '#37474f'
    : DAY_COLOURS[(((day - 1) % DAY_COLOURS.length) + DAY_COLOURS.length) % DAY_COLOURS.length]!;

/** What a marker shows: the day's number, a plane at the departure, a star at the destination. */
export const markText = (day: number | null) => (day === null ? '★' : isDeparture(day) ? '✈' : String(day));

const DAY_MS = 86_400_000;
export function dayNumber(startDate: string, date: string): number {
  return Math.floor((Date.parse(date) - Date.parse(startDate)) / DAY_MS) + 1;
}

const located = (lat: number | null | undefined, lon: number | null | undefined): lat is number =>
  typeof lat === 'number' && typeof lon === 'number';

/**
 * Everything on the trip that has a place on Earth, in the order the trip happens: the destination,
 * each flight's airports (with `airports` found by code), stays on their check-in day, tours and the
 * itinerary's places on their day. Items without coordinates are left out.
 */
export function tripMapPlaces(trip: TripDetail, airports: Map<string, Airport>) {
  const places: MapPlace[] = [];
  const flights: MapFlight[] = [];
  const on = (date: string) => ({ date, day: dayNumber(trip.startDate, date) });
  // A destination typed without picking a place has no point to draw.
  if (located(trip.destination.lat, trip.destination.lon)) {
    places.push({
      id: 'destination',
      kind: 'destination',
      name: trip.destination.name,
      lat: trip.destination.lat,
      lon: trip.destination.lon!,
      date: null,
      day: null,
      tab: 'overview',
    });
  }
  for (const flight of trip.flights) {
    const ends = [flight.departure, flight.arrival].map((end) => ({
      end,
      airport: airports.get(end.airport),
    }));
    for (const { end, airport } of ends) {
      if (!airport || !located(airport.lat, airport.lon)) continue;
      const id = `airport-${flight._id}-${end === flight.departure ? 'from' : 'to'}`;
      places.push({
        id,
        kind: 'airport',
        name: `${end.airportName} (${end.airport}) · ${flight.flightNumber}`,
        lat: airport.lat,
        lon: airport.lon!,
        ...on(end.time.slice(0, 10)),
        tab: 'flights',
      });
    }
    const [from, to] = ends.map(({ airport }) => airport);
    if (from && to && located(from.lat, from.lon) && located(to.lat, to.lon)) {
      flights.push({
        id: flight._id,
        label: `${flight.flightNumber}: ${flight.departure.airport} → ${flight.arrival.airport}`,
        from: [from.lat, from.lon!],
        to: [to.lat, to.lon!],
        date: flight.departure.time.slice(0, 10),
      });
    }
  }
  for (const stay of trip.bookings) {
    if (!located(stay.lat, stay.lon)) continue;
    places.push({
      id: `stay-${stay._id}`,
      kind: 'stay',
      name: stay.accommodationName,
      lat: stay.lat,
      lon: stay.lon!,
      ...on(stay.checkIn),
      tab: 'bookings',
    });
  }
  for (const tour of trip.tours) {
    if (!located(tour.lat, tour.lon)) continue;
    places.push({
      id: `tour-${tour._id}`,
      kind: 'tour',
      name: tour.name,
      lat: tour.lat,
      lon: tour.lon!,
      ...on(tour.date),
      tab: 'tours',
    });
  }
  for (const day of trip.itinerary) {
    for (const item of day.items) {
      if (!located(item.lat, item.lon)) continue;
      places.push({
        id: `place-${item._id}`,
        kind: 'place',
        name: item.placeName,
        lat: item.lat,
        lon: item.lon!,
        ...on(item.date),
        tab: 'itinerary',
      });
    }
  }
  const order = (place: MapPlace) => place.date ?? '';
  places.sort((a, b) => order(a).localeCompare(order(b)));
  return { places, flights };
}

/** The days that have something on the map, in order. */
export function mapDays(places: MapPlace[]): { date: string; day: number }[] {
  const days = new Map<string, number>();
  for (const place of places) if (place.date !== null && place.day !== null) days.set(place.date, place.day);
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ date, day }));
}

/**
 * A gentle arc from one airport to the other (a quadratic curve bowed to one side), so a flight reads
 * apart from the roads and does not hide the places under it.
 */
export function flightArc(from: [number, number], to: [number, number], steps = 24): [number, number][] {
  const [lat1, lon1] = from;
  const [lat2, lon2] = to;
  const control: [number, number] = [
    (lat1 + lat2) / 2 + (lon2 - lon1) * 0.2,
    (lon1 + lon2) / 2 - (lat2 - lat1) * 0.2,
  ];
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const a = (1 - t) ** 2;
    const b = 2 * (1 - t) * t;
    const c = t ** 2;
    return [a * lat1 + b * control[0] + c * lat2, a * lon1 + b * control[1] + c * lon2];
  });
}
