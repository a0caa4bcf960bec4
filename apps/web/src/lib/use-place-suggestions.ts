import { useCallback, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN, type PlaceSearchResult } from '@trilha/shared';
import { apiClient } from './api-client';
import {
  googlePlacesAvailable,
  newPlacesSession,
  suggestGooglePlaces,
  type PlaceSuggestion,
} from './google-places';
import { currentLanguage } from './i18n/i18n';

/**
 * A bundled city, named by the server in the request's language: its country after its name, and its
 * region too when another offered city of that name is in that country ("Portland, Maine, EUA").
 */
const fromBundled = (place: PlaceSearchResult, offered: readonly PlaceSearchResult[]): PlaceSuggestion => ({
  id: `${place.name}:${place.lat}:${place.lon}`,
  name: place.name,
  detail:
    place.region &&
    offered.some(
      (other) => other !== place && other.name === place.name && other.countryCode === place.countryCode,
    )
      ? `${place.region}, ${place.country}`
      : place.country,
  resolve: () =>
    Promise.resolve({
      name: place.name,
      lat: place.lat,
      lon: place.lon,
      country: place.country,
      countryCode: place.countryCode,
    }),
});

/**
 * Places matching what the person typed: from Google Places when the Google Maps API is on the page
 * (GOOGLE_MAPS_API_KEY), otherwise from the city data the app bundles. `picked` ends a Google session.
 */
export function usePlaceSuggestions(query: string) {
  const google = googlePlacesAvailable();
  const language = currentLanguage();
  const session = useRef<Promise<unknown> | null>(null);
  const enabled = query.length >= PLACE_QUERY_MIN;
  const suggestions = useQuery({
    queryKey: google
      ? (['places', 'google', language, query] as const)
      : (['places', 'suggest', language, query] as const),
    queryFn: async (): Promise<PlaceSuggestion[]> => {
      if (google) {
        session.current ??= newPlacesSession();
        return suggestGooglePlaces(query, language, await session.current);
      }
      const { data } = await apiClient.get<PlaceSearchResult[]>('/places/search', { params: { q: query } });
      return data.map((place) => fromBundled(place, data));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
  const picked = useCallback(() => {
    session.current = null;
  }, []);
  return {
    options: enabled ? (suggestions.data ?? []) : [],
    loading: suggestions.isFetching,
    failed: suggestions.isError,
    source: google ? ('google' as const) : ('bundled' as const),
    picked,
  };
}
