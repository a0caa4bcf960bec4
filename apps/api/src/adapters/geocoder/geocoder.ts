import type { Coordinates, Language } from '@trilha/shared';

/** A place a geocoder found, before the places search names its country in the caller's language. */
export interface GeocodedPlace {
  name: string;
  /** Street address (or the rest of the geocoder's label) when it gives one. */
  address: string | null;
  /** ISO 3166-1 alpha-2, upper case; '' when the geocoder does not say. */
  countryCode: string;
  lat: number;
  lon: number;
  kind: 'city' | 'airport' | 'place';
}

export interface GeocoderQuery {
  q: string;
  near?: Coordinates;
  language: Language;
  limit: number;
}

/** One geocoding service's protocol; throws GeocoderError when it cannot answer. */
export interface Geocoder {
  name: 'photon' | 'nominatim' | 'google';
  search(query: GeocoderQuery, signal: AbortSignal): Promise<GeocodedPlace[]>;
}

export class GeocoderError extends Error {}

/** Fetches JSON from a geocoder, turning every way it can fail into a GeocoderError. */
export async function geocoderFetch(url: string | URL, init: RequestInit, name: string) {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new GeocoderError(`${name} could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new GeocoderError(`${name} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new GeocoderError(`${name} answered without JSON`);
  }
}

/** Parts of an address joined, the empty ones left out; null when none is left. */
export const joinAddress = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ') || null;

const CITY_TYPES = new Set(['city', 'town', 'village', 'municipality', 'hamlet']);
export const kindOf = (key: string | undefined, value: string | undefined): GeocodedPlace['kind'] =>
  value === 'aerodrome' || value === 'airport' || value === 'international_airport'
    ? 'airport'
    : (key === 'place' || key === 'boundary' || key === undefined) && CITY_TYPES.has(value ?? '')
      ? 'city'
      : 'place';
