import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChecklistGroup, ChecklistItem } from '@trilha/shared';
import { useQueuedMutation } from '../../../lib/offline/queue';
import { refreshChecklistWhenIdle } from './checklist-writes';
import { tripKeys } from './trip-queries';

type ItemChanges = Partial<Pick<ChecklistItem, 'text' | 'done'>>;

export interface UpdateChecklistItemVariables {
  tripId: string;
  groupId: string;
  itemId: string;
  changes: ItemChanges;
  /** The item's text when changed, to name it among the pending or refused changes. */
  label: string;
}

function patchItem(
  queryClient: QueryClient,
  tripId: string,
  { groupId, itemId }: Pick<UpdateChecklistItemVariables, 'groupId' | 'itemId'>,
  patch: (item: ChecklistItem) => ChecklistItem,
) {
  queryClient.setQueryData<ChecklistGroup[]>(tripKeys.checklist(tripId), (groups) =>
    groups?.map((group) =>
      group._id === groupId
        ? { ...group, items: group.items.map((item) => (item._id === itemId ? patch(item) : item)) }
        : group,
    ),
  );
}

function findItem(groups: ChecklistGroup[] | undefined, groupId: string, itemId: string) {
  return groups?.find((group) => group._id === groupId)?.items.find((item) => item._id === itemId);
}

/**
 * Ticking must feel instant, so the cache changes before the server answers. A failure puts back only
 * this item's old fields, so other ticks still in flight keep theirs. Offline the change is queued
 * (lib/offline/queue.ts) and the item shows as ticked and pending until it is sent.
 */
export function useUpdateChecklistItem(tripId: string) {
  const queryClient = useQueryClient();
  return useQueuedMutation('checklist-item', tripId, {
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: tripKeys.checklist(tripId) });
      const groups = queryClient.getQueryData<ChecklistGroup[]>(tripKeys.checklist(tripId));
      const previous = findItem(groups, variables.groupId, variables.itemId);
      patchItem(queryClient, tripId, variables, (item) => ({ ...item, ...variables.changes }));
      return { previous };
    },
    onError: (_error, variables, context) => {
      const previous = context?.previous;
      if (previous) patchItem(queryClient, tripId, variables, (item) => ({ ...item, ...previous }));
    },
    // Refetching while other ticks are still in flight would briefly show their old state. Not awaited:
    // the tick's own outcome (and its error message) should not wait for the list to reload.
    onSettled: () => void refreshChecklistWhenIdle(queryClient, tripId),
  });
}
