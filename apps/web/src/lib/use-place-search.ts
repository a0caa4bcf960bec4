import { useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN, type PlaceSearchResult } from '@trilha/shared';
import { apiClient } from './api-client';
import { currentLanguage } from './i18n/i18n';

/**
 * Points of interest matching what the person typed, near the trip's destination: the trip's own
 * places, then the server's geocoder (GEOCODER_URL, Google Places) or its bundled airports and cities.
 */
export function usePlaceSearch(query: string, tripId: string | undefined) {
  const language = currentLanguage();
  const enabled = query.length >= PLACE_QUERY_MIN;
  const search = useQuery({
    queryKey: ['places', 'search', 'place', tripId ?? null, language, query] as const,
    queryFn: async () =>
      (
        await apiClient.get<PlaceSearchResult[]>('/places/search', {
          params: { q: query, scope: 'place', ...(tripId ? { tripId } : {}) },
        })
      ).data,
    enabled,
    staleTime: 5 * 60_000,
  });
  return {
    options: enabled ? (search.data ?? []) : [],
    loading: search.isFetching,
    failed: search.isError,
    /** Asked and answered with nothing: the typed text will be kept as it is. */
    nothingFound: enabled && search.isSuccess && !search.isFetching && search.data.length === 0,
  };
}
