import { useMutation } from '@tanstack/react-query';
import type { ExportEmailAnswer, ExportEmailInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

/** Asks the server to mail the trip's PDF; it answers at once and sends in the background. */
export function useEmailTrip(tripId: string) {
  return useMutation({
    mutationFn: async (input: ExportEmailInput) =>
      (await apiClient.post<ExportEmailAnswer>(`/trips/${tripId}/export/email`, input)).data,
  });
}
