import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useDeleteChecklistItem(tripId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: string) => {
      await apiClient.delete(`/trips/${tripId}/checklist/${groupId}/items/${itemId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.checklist(tripId) }),
  });
}
