import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryItem, ItineraryItemInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateItinerary } from './invalidate-itinerary';

export function useUpdateItineraryItem(tripId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ItineraryItemInput) =>
      (await apiClient.put<ItineraryItem>(`/trips/${tripId}/itinerary/${itemId}`, input)).data,
    onSuccess: () => invalidateItinerary(queryClient, tripId),
  });
}
