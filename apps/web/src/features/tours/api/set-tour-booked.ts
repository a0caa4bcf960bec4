import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Tour } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';
import { tourKeys } from './tour-queries';

export interface SetTourBookedVariables {
  tourId: string;
  booked: boolean;
}

const bookedWriteKey = (tripId: string) => [...tourKeys.list(tripId), 'booked'] as const;

function patchBooked(queryClient: QueryClient, tripId: string, tourId: string, booked: boolean) {
  queryClient.setQueryData<Tour[]>(tourKeys.list(tripId), (tours) =>
    tours?.map((tour) => (tour._id === tourId ? { ...tour, booked } : tour)),
  );
}

/**
 * The booked switch moves at once; a failure puts back only this tour's old value, and the list is
 * refetched only when no other switch is still being saved, so none flickers back.
 */
export function useSetTourBooked(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookedWriteKey(tripId),
    mutationFn: async ({ tourId, booked }: SetTourBookedVariables) =>
      (await apiClient.patch<Tour>(`/trips/${tripId}/tours/${tourId}/booked`, { booked })).data,
    onMutate: async ({ tourId, booked }) => {
      await queryClient.cancelQueries({ queryKey: tourKeys.list(tripId) });
      const previous = queryClient
        .getQueryData<Tour[]>(tourKeys.list(tripId))
        ?.find((tour) => tour._id === tourId)?.booked;
      patchBooked(queryClient, tripId, tourId, booked);
      return { previous };
    },
    onError: (_error, { tourId }, context) => {
      if (context?.previous !== undefined) patchBooked(queryClient, tripId, tourId, context.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: bookedWriteKey(tripId) }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: tourKeys.list(tripId) });
      }
      void queryClient.invalidateQueries({ queryKey: tripKeys.days(tripId) });
      // Booked with a price, it is a planned cost of the trip: its "record as an expense" button and the
      // finances read the trip again.
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), exact: true });
      void queryClient.invalidateQueries({ queryKey: tripKeys.acrossTrips() });
    },
  });
}
