import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useAddChecklistItem(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { text: string }) =>
      (await apiClient.post<ChecklistItem>(`/trips/${tripId}/checklist/${groupId}/items`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.checklist(tripId) }),
  });
}
