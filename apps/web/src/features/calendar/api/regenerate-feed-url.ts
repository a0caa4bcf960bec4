import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { calendarKeys } from './calendar-queries';

/** Replaces the secret feed URL; the old one stops working on the server. */
export function useRegenerateFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<{ url: string }>('/calendar/feed-url')).data,
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feedUrl(), feed),
  });
}
