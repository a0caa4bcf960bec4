import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Airport, Flight } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';
import { calendarKeys } from '../../calendar/api/calendar-queries';
import { tripKeys } from '../../trips/api/trip-queries';

/** The list itself is `tripQueries.flights`; one flight sits under it, so invalidating the list refreshes both. */
export const flightKeys = {
  detail: (tripId: string, flightId: string) => [...tripKeys.flights(tripId), flightId] as const,
};

/** Fewer letters match too much of the airport list (the server's minimum, API.md). */
export const AIRPORT_QUERY_MIN = 2;

export const flightQueries = {
  detail: (tripId: string, flightId: string) =>
    queryOptions({
      queryKey: flightKeys.detail(tripId, flightId),
      queryFn: async () => (await apiClient.get<Flight>(`/trips/${tripId}/flights/${flightId}`)).data,
      retry: (failures, error) => errorStatus(error) !== 404 && failures < 1,
    }),
  /** Country names may come back in the request's language, so the language is part of the key. */
  airports: (q: string, language: string) =>
    queryOptions({
      queryKey: ['airports', 'search', language, q] as const,
      queryFn: async () => (await apiClient.get<Airport[]>('/airports/search', { params: { q } })).data,
      enabled: q.length >= AIRPORT_QUERY_MIN,
      staleTime: 5 * 60_000,
    }),
};

/** A flight shows on the flights tab, on the days it touches and in the calendar: all three refresh. */
export function invalidateFlights(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.flights(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  ]);
}
