import { queryOptions } from '@tanstack/react-query';
import type { CalendarEvent } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';

// The calendar gathers every trip's flights, stays and tours: its keys sit under the trip core's key for
// views across trips, which a change to any of them invalidates.
export const calendarKeys = {
  all: [...tripKeys.acrossTrips(), 'calendar'] as const,
  range: (from: string, to: string) => [...calendarKeys.all, 'range', from, to] as const,
  feedUrl: () => [...calendarKeys.all, 'feed-url'] as const,
};

export const calendarQueries = {
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: calendarKeys.range(from, to),
      queryFn: async () => (await apiClient.get<CalendarEvent[]>('/calendar', { params: { from, to } })).data,
    }),
  // The server creates the secret URL on the first GET, so only the subscribe dialog asks for it.
  feedUrl: () =>
    queryOptions({
      queryKey: calendarKeys.feedUrl(),
      queryFn: async () => (await apiClient.get<{ url: string }>('/calendar/feed-url')).data,
    }),
};
