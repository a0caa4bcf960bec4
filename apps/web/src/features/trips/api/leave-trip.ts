import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/session';
import { tripKeys } from './trip-queries';

/** Leaving is deleting one's own share; afterwards the trip is no longer visible to the caller. */
export function useLeaveTrip(tripId: string) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/shares/${user._id}`);
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tripKeys.detail(tripId) });
      return queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    },
  });
}
