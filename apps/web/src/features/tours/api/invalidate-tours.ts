import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../calendar/api/calendar-queries';
import { tripKeys } from '../../trips/api/trip-queries';

/** A tour shows in the tours list, on its day and in the calendar. */
export function invalidateTours(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.tours(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  ]);
}
