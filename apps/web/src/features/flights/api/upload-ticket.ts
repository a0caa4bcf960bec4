import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flight } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateFlights } from './flight-queries';

export interface TicketUpload {
  file: File;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

/** One PDF in the multipart field `file`; a second upload replaces the first. */
export function useUploadTicket(tripId: string, flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: TicketUpload) => {
      const body = new FormData();
      body.append('file', file);
      const response = await apiClient.put<Flight>(`/trips/${tripId}/flights/${flightId}/ticket`, body, {
        onUploadProgress: (event) => {
          const total = event.total ?? file.size;
          if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
        },
      });
      return response.data;
    },
    onSuccess: () => invalidateFlights(queryClient, tripId),
  });
}
