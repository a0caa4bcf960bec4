import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistGroup } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useCreateChecklistGroup(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string }) =>
      (await apiClient.post<ChecklistGroup>(`/trips/${tripId}/checklist`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.checklist(tripId) }),
  });
}
