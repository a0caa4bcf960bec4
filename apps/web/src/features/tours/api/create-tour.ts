import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tour, tourInputSchema } from '@trilha/shared';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invalidateTours } from './tour-queries';

export type TourBody = z.output<typeof tourInputSchema>;

export function useCreateTour(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TourBody) => (await apiClient.post<Tour>(`/trips/${tripId}/tours`, input)).data,
    onSuccess: () => invalidateTours(queryClient, tripId),
  });
}
