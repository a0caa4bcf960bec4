import { useMutation } from '@tanstack/react-query';
import type { Flight } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { saveBlob, withJsonErrorBody } from '../../../lib/download';

/**
 * The ticket needs the bearer header, so a plain link cannot fetch it: it comes through the API client
 * as a blob and is saved under the ticket's own file name.
 */
export function useDownloadTicket(tripId: string, flight: Pick<Flight, '_id' | 'ticket'>) {
  return useMutation({
    mutationFn: async () => {
      try {
        const response = await apiClient.get<Blob>(`/trips/${tripId}/flights/${flight._id}/ticket`, {
          responseType: 'blob',
        });
        saveBlob(response.data, flight.ticket?.fileName ?? 'ticket.pdf');
      } catch (error) {
        throw await withJsonErrorBody(error);
      }
    },
  });
}
