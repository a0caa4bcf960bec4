import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFlights } from './flight-queries';

export function useDeleteFlight(tripId: string, flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/flights/${flightId}`);
    },
    onSuccess: () => invalidateFlights(queryClient, tripId),
  });
}
