import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateFlights } from './flight-queries';

export function useDeleteTicket(tripId: string, flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/flights/${flightId}/ticket`);
    },
    onSuccess: () => invalidateFlights(queryClient, tripId),
  });
}
