import type { QueryClient } from '@tanstack/react-query';
import { tripKeys } from './trip-queries';

/** Every checklist write carries this key, so the list can tell when the last one has settled. */
export const checklistWriteKey = (tripId: string) => [...tripKeys.checklist(tripId), 'write'] as const;

/**
 * Refetches the checklist once no other write is still on its way. A list fetched while a tick is being
 * saved would briefly undo that tick on screen; the last write to settle does the refetch instead.
 * Called from onSettled, where the calling mutation itself still counts as running.
 */
export async function refreshChecklistWhenIdle(queryClient: QueryClient, tripId: string): Promise<void> {
  // Ticks go through the offline queue under their own key (lib/offline/queue.ts); they count too.
  const writing =
    queryClient.isMutating({ mutationKey: checklistWriteKey(tripId) }) +
    queryClient.isMutating({ mutationKey: ['offline', 'checklist-item', tripId] });
  if (writing <= 1) {
    await queryClient.invalidateQueries({ queryKey: tripKeys.checklist(tripId) });
  }
}
