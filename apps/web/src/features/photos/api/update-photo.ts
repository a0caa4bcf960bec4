import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidatePhotos } from './photo-queries';

export function useUpdatePhotoCaption(tripId: string, photoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (caption: string) =>
      (await apiClient.put<Photo>(`/trips/${tripId}/photos/${photoId}`, { caption })).data,
    onSuccess: () => invalidatePhotos(queryClient, tripId),
  });
}
