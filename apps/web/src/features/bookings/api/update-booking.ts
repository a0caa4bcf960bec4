import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import type { BookingBody } from './create-booking';
import { invalidateBookings } from './booking-queries';

/** PUT sends the whole stay, as the form has it. */
export function useUpdateBooking(tripId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingBody) =>
      (await apiClient.put<Booking>(`/trips/${tripId}/bookings/${bookingId}`, input)).data,
    onSuccess: () => invalidateBookings(queryClient, tripId),
  });
}
