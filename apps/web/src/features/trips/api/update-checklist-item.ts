import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChecklistGroup, ChecklistItem } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { checklistWriteKey, refreshChecklistWhenIdle } from './checklist-writes';
import { tripKeys } from './trip-queries';

type ItemChanges = Partial<Pick<ChecklistItem, 'text' | 'done'>>;

export interface UpdateChecklistItemVariables {
  groupId: string;
  itemId: string;
  changes: ItemChanges;
}

function patchItem(
  queryClient: QueryClient,
  tripId: string,
  { groupId, itemId }: Omit<UpdateChecklistItemVariables, 'changes'>,
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
 * this item's old fields, so other ticks still in flight keep theirs.
 */
export function useUpdateChecklistItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checklistWriteKey(tripId),
    mutationFn: async ({ groupId, itemId, changes }: UpdateChecklistItemVariables) =>
      (await apiClient.put<ChecklistItem>(`/trips/${tripId}/checklist/${groupId}/items/${itemId}`, changes))
        .data,
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
