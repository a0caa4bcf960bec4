import { queryOptions } from '@tanstack/react-query';
import { PLACE_QUERY_MIN, type Place } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

/** Country names come back in the request's language, so the language is part of the key. */
export const placeSearchQuery = (q: string, language: string) =>
  queryOptions({
    queryKey: ['places', 'search', language, q] as const,
    queryFn: async () => (await apiClient.get<Place[]>('/places/search', { params: { q } })).data,
    enabled: q.length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
  });
