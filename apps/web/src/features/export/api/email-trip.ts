import { useMutation } from '@tanstack/react-query';
import type { ExportEmailAnswer, ExportEmailInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { myPlanParams } from './download-trip-pdf';

/**
 * Asks the server to mail the trip's PDF (the caller's own plan with `onlyMine`); it answers at once and
 * sends in the background.
 */
export function useEmailTrip(tripId: string) {
  return useMutation({
    mutationFn: async ({ onlyMine = false, ...input }: ExportEmailInput & { onlyMine?: boolean }) =>
      (
        await apiClient.post<ExportEmailAnswer>(`/trips/${tripId}/export/email`, input, {
          params: myPlanParams(onlyMine),
        })
      ).data,
  });
}
