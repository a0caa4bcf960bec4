import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Participant } from '@trilha/shared';
import { apiClient } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../../lib/auth/session';
import { tripKeys } from '../../api/trip-queries';

/**
 * The trip's participants, under the key the expenses feature reads them with (one request, one cache),
 * written here as the trip core imports no feature.
 */
const participantsQuery = (tripId: string) =>
  queryOptions({
    queryKey: [...tripKeys.detail(tripId), 'expenses', 'participants'] as const,
    queryFn: async () => (await apiClient.get<Participant[]>(`/trips/${tripId}/participants`)).data,
  });

/**
 * The signed-in person's participant on the trip, read only while `wanted`: its id, undefined while
 * loading or for someone who has none (on what everyone is on, then).
 */
export function useMyParticipant(tripId: string, wanted: boolean) {
  const me = useCurrentUser();
  const query = useQuery({ ...participantsQuery(tripId), enabled: wanted });
  const own = query.data?.find((participant) => participant.userId === me._id);
  return { participantId: own?._id, loading: wanted && query.isPending };
}
