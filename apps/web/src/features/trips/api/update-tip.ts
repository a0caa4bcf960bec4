import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tip, TipInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useUpdateTip(tripId: string, tipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TipInput) =>
      (await apiClient.put<Tip>(`/trips/${tripId}/tips/${tipId}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.tips(tripId) }),
  });
}
