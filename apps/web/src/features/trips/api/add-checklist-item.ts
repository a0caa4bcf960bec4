import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { checklistWriteKey, refreshChecklistWhenIdle } from './checklist-writes';

export function useAddChecklistItem(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checklistWriteKey(tripId),
    mutationFn: async (input: { text: string }) =>
      (await apiClient.post<ChecklistItem>(`/trips/${tripId}/checklist/${groupId}/items`, input)).data,
    onSettled: () => refreshChecklistWhenIdle(queryClient, tripId),
  });
}
