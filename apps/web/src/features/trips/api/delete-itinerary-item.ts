import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateItinerary } from './invalidate-itinerary';

export function useDeleteItineraryItem(tripId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/itinerary/${itemId}`);
    },
    onSuccess: () => invalidateItinerary(queryClient, tripId),
  });
}
