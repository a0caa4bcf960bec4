import type { FastifyBaseLogger } from 'fastify';
import { countryName } from './places.index';
import type { Coordinates, Language, PlaceSearchResult } from '@trilha/shared';
import type { Geocoder } from '../../adapters/geocoder/geocoder';

/** A slow geocoder must not hold up a place field: past this the bundled data answers instead. */
export const GEOCODER_TIMEOUT_MS = 3000;

/**
 * Points of interest from the configured geocoder, as places search results; undefined when there is
 * no geocoder or it failed (logged), so the caller falls back to the bundled data.
 */
export function createPlaceFinder({
  geocoder,
  log,
  timeoutMs = GEOCODER_TIMEOUT_MS,
}: {
  geocoder: Geocoder | undefined;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  return {
    configured: geocoder !== undefined,
    async find(
      q: string,
      near: Coordinates | undefined,
      language: Language,
      limit = 10,
    ): Promise<PlaceSearchResult[] | undefined> {
      if (!geocoder) return undefined;
      try {
        const found = await geocoder.search({ q, near, language, limit }, AbortSignal.timeout(timeoutMs));
        return found.slice(0, limit).map((place) => ({
          name: place.name,
          country: countryName(place.countryCode, language),
          countryCode: place.countryCode,
          lat: place.lat,
          lon: place.lon,
          address: place.address,
          kind: place.kind,
          source: 'geocoder' as const,
        }));
      } catch (error) {
        log.warn(
          { err: error, geocoder: geocoder.name },
          'The geocoder did not answer; places come from the bundled data',
        );
        return undefined;
      }
    },
  };
}

export type PlaceFinder = ReturnType<typeof createPlaceFinder>;
