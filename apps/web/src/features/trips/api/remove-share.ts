import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useRemoveShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await apiClient.delete(`/trips/${tripId}/shares/${userId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) }),
  });
}
