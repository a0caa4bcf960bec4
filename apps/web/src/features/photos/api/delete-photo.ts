import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidatePhotos } from './photo-queries';

export function useDeletePhoto(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: string) => {
      await apiClient.delete(`/trips/${tripId}/photos/${photoId}`);
    },
    onSuccess: () => invalidatePhotos(queryClient, tripId),
  });
}
