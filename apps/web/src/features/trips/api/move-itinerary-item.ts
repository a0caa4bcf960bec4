import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryDay, ItineraryItem } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { applyMove, type ItineraryMove } from '../utils/itinerary-moves';
import { invalidateItinerary } from './invalidate-itinerary';
import { tripKeys } from './trip-queries';

/** Reorders or moves an item at once on screen, so a dropped card stays where it was put. */
export function useMoveItineraryItem(tripId: string) {
  const queryClient = useQueryClient();
  const key = tripKeys.itinerary(tripId);
  return useMutation({
    mutationFn: async ({ itemId, ...body }: ItineraryMove) =>
      (await apiClient.put<ItineraryItem>(`/trips/${tripId}/itinerary/${itemId}`, body)).data,
    onMutate: async (move) => {
      // A refetch already in flight would otherwise overwrite the optimistic order with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ItineraryDay[]>(key);
      if (previous) queryClient.setQueryData(key, applyMove(previous, move));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateItinerary(queryClient, tripId),
  });
}
