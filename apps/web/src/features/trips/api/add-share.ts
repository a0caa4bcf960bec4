import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, SharedUser } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useAddShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateShareInput) =>
      (await apiClient.post<SharedUser[]>(`/trips/${tripId}/shares`, input)).data,
    onSuccess: (sharedUsers) => {
      queryClient.setQueryData(tripKeys.shares(tripId), sharedUsers);
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), exact: true });
    },
  });
}
