import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripDetail, TripInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useUpdateTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TripInput) => (await apiClient.put<TripDetail>(`/trips/${tripId}`, input)).data,
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(tripId), trip);
      return queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    },
  });
}
