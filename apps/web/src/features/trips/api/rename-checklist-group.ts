import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistGroup } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { checklistWriteKey, refreshChecklistWhenIdle } from './checklist-writes';

export function useRenameChecklistGroup(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checklistWriteKey(tripId),
    mutationFn: async (input: { name: string }) =>
      (await apiClient.put<ChecklistGroup>(`/trips/${tripId}/checklist/${groupId}`, input)).data,
    onSettled: () => refreshChecklistWhenIdle(queryClient, tripId),
  });
}
