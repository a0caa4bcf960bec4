import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TripDetail } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { attachmentName, saveBlob, withJsonErrorBody } from '../../../lib/download';

/** `for=me` asks for the caller's own plan: only the flights, stays, tours and places they are on. */
export const myPlanParams = (onlyMine: boolean) => (onlyMine ? { for: 'me' } : undefined);

/** How much of the PDF has arrived: a fraction when the size is known, otherwise null (still coming). */
export type DownloadProgress = number | null;

/**
 * The PDF needs the bearer header, so it comes through the API client as a blob and is saved under the
 * server's file name (the trip's title). The server makes it while it answers, so the size is rarely
 * known in advance: progress is a fraction only when it is.
 */
export function useDownloadTripPdf(trip: Pick<TripDetail, '_id' | 'title'>) {
  const [progress, setProgress] = useState<DownloadProgress>(null);
  const mutation = useMutation({
    mutationFn: async ({ onlyMine = false }: { onlyMine?: boolean } = {}) => {
      setProgress(null);
      try {
        const response = await apiClient.get<Blob>(`/trips/${trip._id}/export.pdf`, {
          params: myPlanParams(onlyMine),
          responseType: 'blob',
          onDownloadProgress: (event) => setProgress(event.total ? event.loaded / event.total : null),
        });
        saveBlob(
          response.data,
          attachmentName(response.headers['content-disposition']) ?? `${trip.title}.pdf`,
        );
      } catch (error) {
        throw await withJsonErrorBody(error);
      }
    },
  });
  return { ...mutation, progress };
}
