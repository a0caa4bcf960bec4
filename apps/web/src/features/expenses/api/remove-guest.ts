import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';
import { invalidateExpenses } from './invalidate-expenses';

/**
 * The server refuses while the guest paid or shares an expense (PARTICIPANT_HAS_EXPENSES) or is alone on
 * an item (PARTICIPANT_ALONE_ON_ITEM). Removed, the guest leaves every stay, tour, place and flight they
 * were on: all of the trip's lists are read again.
 */
export function useRemoveGuest(tripId: string, participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/participants/${participantId}`);
    },
    onSuccess: () =>
      Promise.all([
        invalidateExpenses(queryClient, tripId),
        queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) }),
      ]),
  });
}
