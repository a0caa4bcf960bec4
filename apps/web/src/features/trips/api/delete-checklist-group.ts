import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checklistWriteKey, refreshChecklistWhenIdle } from './checklist-writes';

export function useDeleteChecklistGroup(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checklistWriteKey(tripId),
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/checklist/${groupId}`);
    },
    onSettled: () => refreshChecklistWhenIdle(queryClient, tripId),
  });
}
