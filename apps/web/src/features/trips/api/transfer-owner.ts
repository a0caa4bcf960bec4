import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharedUser } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

/** Hands the trip to one of its members; the caller stays on as an admin. */
export function useTransferOwner(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiClient.put<SharedUser[]>(`/trips/${tripId}/owner`, { userId })).data,
    onSuccess: (sharedUsers) => {
      queryClient.setQueryData(tripKeys.shares(tripId), sharedUsers);
      // The caller's role and permissions changed with it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) }),
        queryClient.invalidateQueries({ queryKey: tripKeys.lists() }),
      ]);
    },
  });
}
