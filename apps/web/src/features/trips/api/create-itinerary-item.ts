import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryItem, ItineraryItemInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateItinerary } from './invalidate-itinerary';

export function useCreateItineraryItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ItineraryItemInput) =>
      (await apiClient.post<ItineraryItem>(`/trips/${tripId}/itinerary`, input)).data,
    onSuccess: () => invalidateItinerary(queryClient, tripId),
  });
}
