import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidatePhotos } from './photo-queries';

export interface PhotoUpload {
  file: File;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

/** One image in the multipart field `file`; the list refreshes after each. */
export function useUploadPhoto(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: PhotoUpload) => {
      const body = new FormData();
      body.append('file', file);
      const response = await apiClient.post<Photo>(`/trips/${tripId}/photos`, body, {
        onUploadProgress: (event) => {
          const total = event.total ?? file.size;
          if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
        },
      });
      return response.data;
    },
    onSuccess: () => invalidatePhotos(queryClient, tripId),
  });
}
