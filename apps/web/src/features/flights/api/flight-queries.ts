import { queryOptions } from '@tanstack/react-query';
import type { Flight } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';
import { tripItemList } from '../../trips';

const flights = tripItemList<Flight>('flights');

/** One flight sits under the list, so invalidating the list refreshes both. */
export const flightKeys = {
  list: flights.key,
  detail: (tripId: string, flightId: string) => [...flights.key(tripId), flightId] as const,
};

export const flightQueries = {
  list: flights.query,
  detail: (tripId: string, flightId: string) =>
    queryOptions({
      queryKey: flightKeys.detail(tripId, flightId),
      queryFn: async () => (await apiClient.get<Flight>(`/trips/${tripId}/flights/${flightId}`)).data,
      retry: (failures, error) => errorStatus(error) !== 404 && failures < 1,
    }),
};

/** A flight shows on the flights tab, on the days it touches and in the calendar: all three refresh. */
export const invalidateFlights = flights.invalidate;
