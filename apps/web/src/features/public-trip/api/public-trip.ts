import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTrip } from '@trilha/shared';
import { apiClient, apiErrorOf } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';

export const publicTripKeys = {
  all: ['public-trip'] as const,
  trip: (token: string) => [...publicTripKeys.all, token] as const,
};

/** Why a link opens no trip: it names none, it was turned off, or its time is over. */
export type ClosedLink = 'not-found' | 'revoked' | 'expired';

/** The server's answer for a link that does not open, read from its status and code. */
export function closedLinkOf(error: unknown): ClosedLink | undefined {
  const status = errorStatus(error);
  if (status === 404) return 'not-found';
  if (status !== 410) return undefined;
  return apiErrorOf(error)?.code === 'LINK_EXPIRED' ? 'expired' : 'revoked';
}

export const publicTripQuery = (token: string) =>
  queryOptions({
    queryKey: publicTripKeys.trip(token),
    queryFn: async () => (await apiClient.get<PublicTrip>(`/public/trips/${encodeURIComponent(token)}`)).data,
    // A link that is closed stays closed; only a failure on the way is worth a second try.
    retry: (failures, error) => closedLinkOf(error) === undefined && failures < 1,
  });

export const usePublicTrip = (token: string) => useQuery(publicTripQuery(token));
