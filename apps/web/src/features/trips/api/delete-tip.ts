import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useDeleteTip(tripId: string, tipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/tips/${tipId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.tips(tripId) }),
  });
}
