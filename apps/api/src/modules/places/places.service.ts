import type { Language, PlaceSearchQuery, PlaceSearchResult } from '@trilha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import type { AirportsIndex } from '../airports/airports.index';
import type { TripsService } from '../trips/trips.service';
import type { TripRow } from '../trips/trips.repository';
import type { PlaceFinder } from './place-finder';
import { countryName, normalize, type PlacesIndex } from './places.index';
import { placesRepository } from './places.repository';

const RESULTS = 10;
/** Airports are few per city and seldom what a place field wants: a couple at most among the places. */
const AIRPORTS_AMONG_PLACES = 2;

/**
 * The places search: cities for destination fields (`scope=city`, the bundled data), points of interest
 * near the trip's destination for place fields (`scope=place`): the trip's own places first, then the
 * geocoder's, or without one (or when it fails) the bundled airports and cities.
 */
export function createPlacesService({
  db,
  trips,
  cities,
  airports,
  finder,
}: {
  db: Database;
  trips: Pick<TripsService, 'load'>;
  cities: PlacesIndex;
  airports: AirportsIndex;
  finder: PlaceFinder;
}) {
  /** The places the trip already holds with coordinates (stays, tours, itinerary) whose name matches. */
  async function tripPlaces(trip: TripRow, q: string, language: Language): Promise<PlaceSearchResult[]> {
    const { stays, tours: tourRows, items } = await placesRepository.locatedOnTrip(db, trip.id);
    const candidates = [
      ...stays.map((s) => ({ name: s.accommodationName, address: s.address, lat: s.lat!, lon: s.lon! })),
      ...tourRows.map((t) => ({ name: t.name, address: t.location, lat: t.lat!, lon: t.lon! })),
      ...items.map((i) => ({ name: i.placeName, address: i.location, lat: i.lat!, lon: i.lon! })),
    ];
    const wanted = normalize(q);
    const seen = new Set<string>();
    const countryCode = trip.destinationCountryCode ?? '';
    return candidates
      .filter((place) => normalize(`${place.name} ${place.address}`).includes(wanted))
      .filter((place) => {
        const key = `${normalize(place.name)}|${place.lat}|${place.lon}`;
        return !seen.has(key) && seen.add(key);
      })
      .map((place) => ({
        name: place.name,
        country: countryName(countryCode, language),
        countryCode,
        lat: place.lat,
        lon: place.lon,
        address: place.address || null,
        kind: 'place' as const,
        source: 'trip' as const,
      }));
  }

  async function bundledPlaces(q: string, language: Language): Promise<PlaceSearchResult[]> {
    const found = await airports.search(q, language);
    const withPlace = found
      .filter((airport) => airport.lat !== undefined && airport.lon !== undefined)
      .slice(0, AIRPORTS_AMONG_PLACES)
      .map((airport) => ({
        name: `${airport.name} (${airport.code})`,
        country: airport.country,
        countryCode: airport.countryCode,
        lat: airport.lat!,
        lon: airport.lon!,
        address: null,
        kind: 'airport' as const,
        source: 'bundled' as const,
      }));
    return [...withPlace, ...cities.search(q, language)];
  }

  return {
    async search(actor: Actor, query: PlaceSearchQuery, language: Language): Promise<PlaceSearchResult[]> {
      const trip = query.tripId ? (await trips.load(actor, query.tripId, 'read')).trip : undefined;
      if (query.scope === 'city') return cities.search(query.q, language);
      const near =
        query.near ??
        (trip && trip.destinationLat !== null && trip.destinationLon !== null
          ? { lat: trip.destinationLat, lon: trip.destinationLon }
          : undefined);
      const [own, found] = await Promise.all([
        trip ? tripPlaces(trip, query.q, language) : [],
        finder.find(query.q, near, language, RESULTS),
      ]);
      const others = found ?? (await bundledPlaces(query.q, language));
      return [...own, ...others].slice(0, RESULTS);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
