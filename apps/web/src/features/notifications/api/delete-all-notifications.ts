import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { notificationKeys } from './notification-queries';

export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete('/notifications/delete-all');
    },
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.unread(), []);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
