import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tour } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import type { TourBody } from './create-tour';
import { invalidateTours } from './tour-queries';

/** PUT sends the whole tour, as the form has it. */
export function useUpdateTour(tripId: string, tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TourBody) =>
      (await apiClient.put<Tour>(`/trips/${tripId}/tours/${tourId}`, input)).data,
    onSuccess: () => invalidateTours(queryClient, tripId),
  });
}
