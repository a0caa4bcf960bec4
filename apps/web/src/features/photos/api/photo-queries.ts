import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Photo, PhotoSize } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';

export const photoKeys = {
  list: (tripId: string) => [...tripKeys.detail(tripId), 'photos'] as const,
  image: (tripId: string, photoId: string, size: PhotoSize) =>
    [...photoKeys.list(tripId), photoId, size] as const,
};

export const photoQueries = {
  list: (tripId: string) =>
    queryOptions({
      queryKey: photoKeys.list(tripId),
      queryFn: async () => (await apiClient.get<Photo[]>(`/trips/${tripId}/photos`)).data,
    }),
  /**
   * The image's bytes as an object URL: the API wants the session's bearer token, which an <img> cannot
   * send. A photo's bytes never change under its id, so they are fetched once per visit.
   */
  image: (tripId: string, photoId: string, size: PhotoSize) =>
    queryOptions({
      queryKey: photoKeys.image(tripId, photoId, size),
      queryFn: async () => {
        const response = await apiClient.get<Blob>(`/trips/${tripId}/photos/${photoId}`, {
          params: size === 'thumb' ? { size } : undefined,
          responseType: 'blob',
        });
        return URL.createObjectURL(response.data);
      },
      staleTime: Infinity,
      gcTime: 30 * 60_000,
    }),
};

export const invalidatePhotos = (queryClient: QueryClient, tripId: string) =>
  queryClient.invalidateQueries({ queryKey: photoKeys.list(tripId), exact: true });
