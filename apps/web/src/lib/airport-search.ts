import { queryOptions } from '@tanstack/react-query';
import type { Airport } from '@trilha/shared';
import { apiClient } from './api-client';

/** Fewer letters match too much of the airport list (the server's minimum, API.md). */
export const AIRPORT_QUERY_MIN = 2;

/**
 * The server's airport list searched by code or name (a flight's airports, an imported flight's
 * destination). Country names may come back in the request's language, so the language is part of the key.
 */
export const airportSearchQuery = (q: string, language: string) =>
  queryOptions({
    queryKey: ['airports', 'search', language, q] as const,
    queryFn: async () => (await apiClient.get<Airport[]>('/airports/search', { params: { q } })).data,
    enabled: q.length >= AIRPORT_QUERY_MIN,
    staleTime: 5 * 60_000,
  });
