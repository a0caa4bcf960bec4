import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Booking } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';
import { bookingKeys } from './booking-queries';

export interface SetBookedVariables {
  bookingId: string;
  booked: boolean;
}

const bookedWriteKey = (tripId: string) => [...bookingKeys.list(tripId), 'booked'] as const;

function patchBooked(queryClient: QueryClient, tripId: string, bookingId: string, booked: boolean) {
  queryClient.setQueryData<Booking[]>(bookingKeys.list(tripId), (bookings) =>
    bookings?.map((booking) => (booking._id === bookingId ? { ...booking, booked } : booking)),
  );
}

/**
 * The booked switch moves at once; a failure puts back only this stay's old value, and the list is
 * refetched only when no other switch is still being saved, so none flickers back.
 */
export function useSetBookingBooked(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookedWriteKey(tripId),
    mutationFn: async ({ bookingId, booked }: SetBookedVariables) =>
      (await apiClient.patch<Booking>(`/trips/${tripId}/bookings/${bookingId}/booked`, { booked })).data,
    onMutate: async ({ bookingId, booked }) => {
      await queryClient.cancelQueries({ queryKey: bookingKeys.list(tripId) });
      const previous = queryClient
        .getQueryData<Booking[]>(bookingKeys.list(tripId))
        ?.find((booking) => booking._id === bookingId)?.booked;
      patchBooked(queryClient, tripId, bookingId, booked);
      return { previous };
    },
    onError: (_error, { bookingId }, context) => {
      if (context?.previous !== undefined) patchBooked(queryClient, tripId, bookingId, context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: bookedWriteKey(tripId) }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.list(tripId) });
      }
      void queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) });
      // Booked with a price, it is a planned cost of the trip: its "record as an expense" button and the
      // finances read the trip again.
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), exact: true });
      void queryClient.invalidateQueries({ queryKey: tripKeys.acrossTrips() });
    },
  });
}
