import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingImport } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

const pendingKey = (importId: string) => ['imports', 'pending', importId] as const;

/** A booking mail received at the person's import address, read into a preview. */
export const pendingImportQuery = (importId: string) =>
  queryOptions({
    queryKey: pendingKey(importId),
    queryFn: async () => (await apiClient.get<PendingImport>(`/imports/${importId}`)).data,
  });

/** Puts a received mail on the trip the person picks; its duplicates are then that trip's. */
export function useChoosePendingTrip(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tripId: string) =>
      (await apiClient.put<PendingImport>(`/imports/${importId}/trip`, { tripId })).data,
    onSuccess: (pending) => queryClient.setQueryData(pendingKey(importId), pending),
  });
}
