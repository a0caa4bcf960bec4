import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripDetail, TripInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';
import { agencyKeys } from './agency-queries';

/** A trip the client owns, planned by their consultant, who gets admin rights on it. */
export function usePlanClientTrip(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TripInput) =>
      (await apiClient.post<TripDetail>(`/consultants/clients/${clientId}/trips`, input)).data,
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip._id), trip);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: agencyKeys.client(clientId) }),
      ]);
    },
  });
}
