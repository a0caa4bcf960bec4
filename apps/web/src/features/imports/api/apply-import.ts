import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportApplyInput, ImportApplyResult } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';

/**
 * Creates the chosen flights, stays and tours at once. The trip's detail key holds its flights, stays,
 * tours and days, so refreshing it refreshes every tab they show on; the calendar shows them too (under
 * the key of the views across trips).
 */
export function useApplyImport(tripId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ImportApplyInput) =>
      (await apiClient.post<ImportApplyResult>(`/trips/${tripId}/imports/${importId}/apply`, body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) }),
        queryClient.invalidateQueries({ queryKey: tripKeys.acrossTrips() }),
      ]),
  });
}
