import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateTours } from './tour-queries';

export function useDeleteTour(tripId: string, tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/tours/${tourId}`);
    },
    onSuccess: () => invalidateTours(queryClient, tripId),
  });
}
