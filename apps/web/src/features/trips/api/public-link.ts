import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicLink, PublicLinkInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';
import { tripKeys } from './trip-queries';

const publicLinkKey = (tripId: string) => [...tripKeys.detail(tripId), 'public-link'] as const;

/** The trip's live public link, or null when it has none (the server's 404). */
export const publicLinkQuery = (tripId: string) =>
  queryOptions({
    queryKey: publicLinkKey(tripId),
    queryFn: async (): Promise<PublicLink | null> => {
      try {
        return (await apiClient.get<PublicLink>(`/trips/${tripId}/public-link`)).data;
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });

/** Creates the public link, or changes the live one's settings (its address stays). */
export function useSavePublicLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PublicLinkInput) =>
      (await apiClient.put<PublicLink>(`/trips/${tripId}/public-link`, input)).data,
    onSuccess: (link) => queryClient.setQueryData(publicLinkKey(tripId), link),
  });
}

/** Turns the public link off: whoever opens it is told so. */
export function useRevokePublicLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/public-link`);
    },
    onSuccess: () => queryClient.setQueryData(publicLinkKey(tripId), null),
  });
}
