import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { markedRead } from './notification-cache';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.post<Notification>(`/notifications/${encodeURIComponent(id)}/read`)).data,
    onSuccess: (notification) => markedRead(queryClient, notification),
  });
}
