import type { UseMutationResult } from '@tanstack/react-query';
import type { ItineraryItem, ItineraryItemInput } from '@trilha/shared';
import { useQueuedMutation } from '../../../lib/offline/queue';

/**
 * Adds an item to the itinerary; offline it is queued and sent when the connection returns (then the
 * tab and the day views refresh: lib/offline/queue.ts). Resolves `undefined` when queued.
 */
export function useCreateItineraryItem(
  tripId: string,
): UseMutationResult<ItineraryItem | undefined, Error, ItineraryItemInput> {
  const mutation = useQueuedMutation('itinerary-item', tripId);
  return {
    ...mutation,
    mutate: (input, options) => mutation.mutate({ tripId, input }, options as never),
    mutateAsync: (input, options) => mutation.mutateAsync({ tripId, input }, options as never),
  } as UseMutationResult<ItineraryItem | undefined, Error, ItineraryItemInput>;
}
