import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flight } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateFlights } from './flight-queries';

/** Asks the server's flight-status service; 503 when none is configured, 404 when it does not know the flight. */
export function useRefreshFlightStatus(tripId: string, flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<Flight>(`/trips/${tripId}/flights/${flightId}/refresh-status`)).data,
    onSuccess: () => invalidateFlights(queryClient, tripId),
  });
}
