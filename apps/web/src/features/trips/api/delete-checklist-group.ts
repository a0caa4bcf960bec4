import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useDeleteChecklistGroup(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/checklist/${groupId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.checklist(tripId) }),
  });
}
