import { queryOptions } from '@tanstack/react-query';
import type { InviteLink } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

// Under the trip's detail key, like its shares: a deleted trip's links go with it.
export const inviteLinkKeys = {
  list: (tripId: string) => [...tripKeys.detail(tripId), 'invite-links'] as const,
};

export const inviteLinkQueries = {
  list: (tripId: string) =>
    queryOptions({
      queryKey: inviteLinkKeys.list(tripId),
      queryFn: async () => (await apiClient.get<InviteLink[]>(`/trips/${tripId}/invite-links`)).data,
    }),
};
