import { useMutation } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import type { Flight } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

/** A blob answer carries the error body as a blob too; read it back so the server's message shows. */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  if (error instanceof AxiosError && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text()) as unknown;
    } catch {
      // Not JSON: the generic message will do.
    }
  }
  return error;
}

/** Hands a blob to the browser as a file download, then lets the memory go. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
