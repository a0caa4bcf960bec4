import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useDeleteTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}`);
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tripKeys.detail(tripId) });
      return queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    },
  });
}
