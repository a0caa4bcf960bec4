import type { QueryClient } from '@tanstack/react-query';
import { tripKeys } from './trip-queries';

/** Any itinerary write can change the tab and any day view (a move touches two days), so both refresh. */
export function invalidateItinerary(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.itinerary(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) }),
  ]);
}
