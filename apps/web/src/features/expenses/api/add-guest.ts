import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participant } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateExpenses } from './invalidate-expenses';

/** Adds a named guest: someone who travels along and shares costs without a Trilha account. */
export function useAddGuest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string }) =>
      (await apiClient.post<Participant>(`/trips/${tripId}/participants`, input)).data,
    // Not awaited: the form empties as soon as the guest is added, so a name typed while the list
    // refreshes is not wiped by that reset.
    onSuccess: () => void invalidateExpenses(queryClient, tripId),
  });
}
