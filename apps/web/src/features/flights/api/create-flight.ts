import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flight, FlightInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateFlights } from './flight-queries';

export function useCreateFlight(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FlightInput) =>
      (await apiClient.post<Flight>(`/trips/${tripId}/flights`, input)).data,
    onSuccess: () => invalidateFlights(queryClient, tripId),
  });
}
