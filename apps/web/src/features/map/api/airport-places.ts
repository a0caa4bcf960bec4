import { useQueries } from '@tanstack/react-query';
import type { Airport } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

/** Each airport the trip's flights use, found by its code in the bundled airport data. */
export function useAirportPlaces(codes: string[]): { airports: Map<string, Airport>; pending: boolean } {
  const results = useQueries({
    queries: [...new Set(codes)].map((code) => ({
      queryKey: ['airports', 'code', code] as const,
      queryFn: async () =>
        (await apiClient.get<Airport[]>('/airports/search', { params: { q: code } })).data.find(
          (airport) => airport.code === code,
        ) ?? null,
      staleTime: Infinity,
    })),
  });
  const airports = new Map<string, Airport>();
  for (const result of results) if (result.data) airports.set(result.data.code, result.data);
  return { airports, pending: results.some((result) => result.isPending) };
}
