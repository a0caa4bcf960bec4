import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateBookings } from './booking-queries';

export function useDeleteBooking(tripId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/bookings/${bookingId}`);
    },
    onSuccess: () => invalidateBookings(queryClient, tripId),
  });
}
