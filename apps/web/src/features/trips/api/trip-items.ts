import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

/**
 * One kind of a trip's items (flights, stays, tours) as its feature reads it: the list at
 * `/trips/:id/<path>`, keyed under the trip's detail key so invalidating the trip refreshes it too.
 */
export function tripItemList<Item>(path: 'flights' | 'bookings' | 'tours') {
  const key = (tripId: string) => [...tripKeys.detail(tripId), path] as const;
  return {
    key,
    query: (tripId: string) =>
      queryOptions({
        queryKey: key(tripId),
        queryFn: async () => (await apiClient.get<Item[]>(`/trips/${tripId}/${path}`)).data,
      }),
    /** An item shows in its list, on the days it touches and in the views across trips (the calendar). */
    invalidate: (queryClient: QueryClient, tripId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(tripId) }),
        queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) }),
        queryClient.invalidateQueries({ queryKey: tripKeys.acrossTrips() }),
      ]),
  };
}
