import { haversineMeters, type Language } from '@trilha/shared';
import data from './bundled/notable-places.json' with { type: 'json' };
import type { TripFacts } from '../engine';
import type { Theme } from './themes';

/** One well-known place of a destination, as the bundled data file has it (see bundled/README.md). */
export interface NotablePlace {
  /** Its Wikidata item (Q-number), where known. */
  id?: string;
  theme: Theme | 'general';
  lat: number;
  lon: number;
  names: Record<Language, string>;
  /** One short practical fact that stays true from year to year, where there is one. */
  fact?: Record<Language, string>;
}

export interface NotableCity {
  id?: string;
  names: Record<Language, string>;
  /** Other names travellers give the destination ("NYC", "Bali"). */
  aliases?: string[];
  country: string;
  lat: number;
  lon: number;
  /** How far from the centre a trip's destination may be and still be this one, in km (25 unless said). */
  radiusKm?: number;
  places: NotablePlace[];
}

export const NOTABLE_CITIES = (data as { cities: NotableCity[] }).cities;
const DEFAULT_RADIUS_KM = 25;

/** Lower case without accents or punctuation, so "São Paulo" is "sao paulo". */
export const plainText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const namesOf = (city: NotableCity) =>
  new Set([...Object.values(city.names), ...(city.aliases ?? [])].map(plainText));

/**
 * The bundled destination a trip goes to: by distance from the city's centre when the trip has
 * coordinates (a Paris in Texas is not Paris), by name and country otherwise.
 */
export function notableCityFor(
  trip: Pick<TripFacts, 'destination' | 'countryCode' | 'lat' | 'lon'>,
): NotableCity | undefined {
  const country = trip.countryCode?.toUpperCase() ?? null;
  const sameCountry = (city: NotableCity) => country === null || city.country === country;
  if (trip.lat !== null && trip.lon !== null) {
    const here = { lat: trip.lat, lon: trip.lon };
    let best: { city: NotableCity; distance: number } | undefined;
    for (const city of NOTABLE_CITIES) {
      if (!sameCountry(city)) continue;
      const distance = haversineMeters(here, city);
      if (distance > (city.radiusKm ?? DEFAULT_RADIUS_KM) * 1000) continue;
      if (!best || distance < best.distance) best = { city, distance };
    }
    return best?.city;
  }
  const full = plainText(trip.destination);
  const first = plainText(trip.destination.split(',')[0] ?? '');
  return NOTABLE_CITIES.find((city) => {
    const names = namesOf(city);
    return sameCountry(city) && (names.has(full) || names.has(first));
  });
}

/** Whether a place is already in the trip: one of its names is inside a planned or booked item's name. */
export function alreadyInTrip(names: readonly string[], taken: readonly string[]): boolean {
  const plainNames = names.map(plainText).filter((name) => name.length > 2);
  return taken.some((item) => {
    const plain = ` ${plainText(item)} `;
    return plainNames.some((name) => plain.includes(` ${name} `));
  });
}

/** The names of what the trip already holds: planned items, booked tours and stays. */
export const takenNames = (trip: Pick<TripFacts, 'planned' | 'tours' | 'stays'>) => [
  ...trip.planned.map((item) => item.placeName),
  ...trip.tours.map((tour) => tour.name),
  ...trip.stays.map((stay) => stay.name),
];
