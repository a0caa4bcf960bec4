import { compareCodes } from './ordering';
import type { ImportPreview } from './schemas/imports';
import type { TripSummary } from './schemas/trips';

/** What a preview says about where and when: its items' calendar dates and the places they name. */
export interface ImportClues {
  dates: string[];
  places: string[];
}

type Candidate = Pick<TripSummary, '_id' | 'startDate' | 'endDate' | 'destination' | 'timeState'>;

const DAY_MS = 86_400_000;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Days between a date and a trip's dates (0 inside them). */
function distance(date: string, trip: Candidate): number {
  const day = dayNumber(date);
  const start = dayNumber(trip.startDate);
  const end = dayNumber(trip.endDate);
  return day < start ? start - day : day > end ? day - end : 0;
}

function score(trip: Candidate, clues: ImportClues): number {
  // A flight out the day before or home the day after still belongs to the trip.
  const datesInside = clues.dates.filter((date) => distance(date, trip) <= 1).length;
  const name = fold(trip.destination.name);
  const country = fold(trip.destination.country);
  const placeHit = clues.places.some((place) => {
    const folded = fold(place);
    return (name.length > 1 && folded.includes(name)) || (country.length > 1 && folded.includes(country));
  });
  return datesInside * 10 + (placeHit ? 5 : 0);
}

/**
 * The trip a booking most likely belongs to: most of its dates within the trip's (a day either side
 * allowed), then the destination named in its places, then the trip nearest in time. Undefined when no
 * trip shares a date or the destination.
 */
export function bestTripMatch<T extends Candidate>(trips: readonly T[], clues: ImportClues): T | undefined {
  const nearest = (trip: T) =>
    clues.dates.length ? Math.min(...clues.dates.map((date) => distance(date, trip))) : Infinity;
  let best: { trip: T; score: number; nearest: number } | undefined;
  for (const trip of trips) {
    const candidate = { trip, score: score(trip, clues), nearest: nearest(trip) };
    if (candidate.score === 0) continue;
    if (
      !best ||
      candidate.score > best.score ||
      (candidate.score === best.score && candidate.nearest < best.nearest)
    ) {
      best = candidate;
    }
  }
  return best?.trip;
}

/** Before anything is read: the trip under way, else the next one, else the latest past one. */
export function defaultTrip<T extends Candidate>(trips: readonly T[]): T | undefined {
  const order = (trip: T) => (trip.timeState === 'in-progress' ? 0 : trip.timeState === 'completed' ? 2 : 1);
  return [...trips].sort(
    (a, b) =>
      order(a) - order(b) ||
      (order(a) === 2 ? compareCodes(b.startDate, a.startDate) : compareCodes(a.startDate, b.startDate)),
  )[0];
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Where and when a preview's items happen, to find their trip: the flights' days, the stays' nights,
 * the tours' dates; the stays' and tours' names and addresses, plus `airportPlaces` (the arrival
 * airports' names and countries, looked up by code). The web's import from the trip list and the
 * server's personal import address both match with it.
 */
export function cluesOf(
  preview: Pick<ImportPreview, 'flights' | 'bookings' | 'tours'>,
  airportPlaces: string[] = [],
): ImportClues {
  const dates = [
    ...preview.flights.flatMap((flight) => [flight.departure.time, flight.arrival.time]),
    ...preview.bookings.flatMap((stay) => [stay.checkIn, stay.checkOut]),
    ...preview.tours.map((tour) => tour.date),
  ]
    .filter((value) => DATE.test(value))
    .map((value) => value.slice(0, 10));
  const places = [
    ...preview.bookings.flatMap((stay) => [stay.address, stay.accommodationName]),
    ...preview.tours.flatMap((tour) => [tour.location, tour.name]),
    ...airportPlaces,
  ].filter(Boolean);
  return { dates, places };
}

/** The arrival airports' codes, to look up their names and countries. */
export const arrivalAirports = (preview: Pick<ImportPreview, 'flights'>) => [
  ...new Set(
    preview.flights.map((flight) => flight.arrival.airport).filter((code) => /^[A-Z]{3}$/.test(code)),
  ),
];
