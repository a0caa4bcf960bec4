import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Flight, flightUpdateSchema } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { invalidateFlights } from './flight-queries';

export type FlightUpdate = z.input<typeof flightUpdateSchema>;

/** The edit form sends every field; setting the status by hand sends only `{status}`. */
export function useUpdateFlight(tripId: string, flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FlightUpdate) =>
      (await apiClient.put<Flight>(`/trips/${tripId}/flights/${flightId}`, input)).data,
    onSuccess: () => invalidateFlights(queryClient, tripId),
  });
}
