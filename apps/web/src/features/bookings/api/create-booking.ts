import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, bookingInputSchema } from '@trilha/shared';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookings } from './booking-queries';

export type BookingBody = z.output<typeof bookingInputSchema>;

export function useCreateBooking(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingBody) =>
      (await apiClient.post<Booking>(`/trips/${tripId}/bookings`, input)).data,
    onSuccess: () => invalidateBookings(queryClient, tripId),
  });
}
