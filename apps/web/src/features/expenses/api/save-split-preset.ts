import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SplitPreset, SplitPresetInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { expenseKeys } from './expense-queries';

/** Saves the shares of the expense being written as one of the trip's split presets. */
export function useSaveSplitPreset(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SplitPresetInput) =>
      (await apiClient.post<SplitPreset>(`/trips/${tripId}/split-presets`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.presets(tripId) }),
  });
}
