import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyTripInput, TripDetail } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

/** Copies a trip as a new trip of the caller's, on new dates. */
export function useCopyTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CopyTripInput) =>
      (await apiClient.post<TripDetail>(`/trips/${tripId}/copy`, input)).data,
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip._id), trip);
      return queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    },
  });
}
