import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../calendar/api/calendar-queries';
import { tripKeys } from '../../trips/api/trip-queries';

/** A stay shows in the lodging list, on its check-in and check-out days and in the calendar. */
export function invalidateBookings(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.bookings(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  ]);
}
