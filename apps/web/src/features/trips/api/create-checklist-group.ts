import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistGroup } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { checklistWriteKey, refreshChecklistWhenIdle } from './checklist-writes';

export function useCreateChecklistGroup(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checklistWriteKey(tripId),
    mutationFn: async (input: { name: string }) =>
      (await apiClient.post<ChecklistGroup>(`/trips/${tripId}/checklist`, input)).data,
    onSettled: () => refreshChecklistWhenIdle(queryClient, tripId),
  });
}
