import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharedUser, ShareRole } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useUpdateShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: ShareRole }) =>
      (await apiClient.put<SharedUser[]>(`/trips/${tripId}/shares/${userId}`, { role })).data,
    onSuccess: (sharedUsers) => {
      queryClient.setQueryData(tripKeys.shares(tripId), sharedUsers);
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), exact: true });
    },
  });
}
