import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripDetail, TripInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from './trip-queries';

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TripInput) => (await apiClient.post<TripDetail>('/trips', input)).data,
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip._id), trip);
      return queryClient.invalidateQueries({ queryKey: tripKeys.lists() });
    },
  });
}
