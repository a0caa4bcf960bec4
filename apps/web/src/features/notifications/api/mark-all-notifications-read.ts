import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { notificationKeys } from './notification-queries';

/** Marks every notification read; the count drops to 0 at once (SPEC.md 4). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.put<{ updated: number }>('/notifications/mark-all-as-read')).data,
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.unread(), []);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
