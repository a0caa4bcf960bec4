import type { ChecklistItem, ItineraryItem, Tip } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { changeKeyOptions } from '../../../lib/offline/change-key';
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
  send: async ({ tripId, input, changeKey }) =>
    (await apiClient.post<ItineraryItem>(`/trips/${tripId}/itinerary`, input, changeKeyOptions(changeKey)))
      .data,
  refresh: invalidateItinerary,
};

/** A note (tip) added offline. */
export const queuedTip: QueuedChangeHandler<'tip'> = {
  send: async ({ tripId, input, changeKey }) =>
    (await apiClient.post<Tip>(`/trips/${tripId}/tips`, input, changeKeyOptions(changeKey))).data,
  refresh: (queryClient, tripId) => queryClient.invalidateQueries({ queryKey: tripKeys.tips(tripId) }),
};
