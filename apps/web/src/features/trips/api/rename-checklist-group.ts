import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistGroup } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useRenameChecklistGroup(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string }) =>
      (await apiClient.put<ChecklistGroup>(`/trips/${tripId}/checklist/${groupId}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.checklist(tripId) }),
  });
}
