import type { ChecklistItem, ItineraryItem, Tip } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import type { QueuedChangeHandler } from '../../../lib/offline/queue';
import { refreshChecklistWhenIdle } from './checklist-writes';
import { invalidateItinerary } from './invalidate-itinerary';
import { tripKeys } from './trip-queries';

/** A checklist tick or rename made offline (registered with the offline queue by app/). */
export const queuedChecklistItem: QueuedChangeHandler<'checklist-item'> = {
  send: async ({ tripId, groupId, itemId, changes }) =>
    (await apiClient.put<ChecklistItem>(`/trips/${tripId}/checklist/${groupId}/items/${itemId}`, changes))
      .data,
  refresh: refreshChecklistWhenIdle,
};

/** A place added to the itinerary offline. */
export const queuedItineraryItem: QueuedChangeHandler<'itinerary-item'> = {
  send: async ({ tripId, input }) =>
    (await apiClient.post<ItineraryItem>(`/trips/${tripId}/itinerary`, input)).data,
  refresh: invalidateItinerary,
};

/** A note (tip) added offline. */
export const queuedTip: QueuedChangeHandler<'tip'> = {
  send: async ({ tripId, input }) => (await apiClient.post<Tip>(`/trips/${tripId}/tips`, input)).data,
  refresh: (queryClient, tripId) => queryClient.invalidateQueries({ queryKey: tripKeys.tips(tripId) }),
};
