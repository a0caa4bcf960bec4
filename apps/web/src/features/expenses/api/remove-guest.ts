import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateExpenses } from './invalidate-expenses';

/** The server refuses while the guest paid or shares an expense (PARTICIPANT_HAS_EXPENSES). */
export function useRemoveGuest(tripId: string, participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/participants/${participantId}`);
    },
    onSuccess: () => invalidateExpenses(queryClient, tripId),
  });
}
