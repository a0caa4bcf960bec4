import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checklistWriteKey, refreshChecklistWhenIdle } from './checklist-writes';

export function useDeleteChecklistItem(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checklistWriteKey(tripId),
    mutationFn: async (itemId: string) => {
      await apiClient.delete(`/trips/${tripId}/checklist/${groupId}/items/${itemId}`);
    },
    onSettled: () => refreshChecklistWhenIdle(queryClient, tripId),
  });
}
