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

/**
 * Renames a preset or changes its units. The whole preset is sent, though the server takes a part of it:
 * the dialog edits both at once. Expenses already split by it keep their shares.
 */
export function useUpdateSplitPreset(tripId: string, presetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SplitPresetInput) =>
      (await apiClient.put<SplitPreset>(`/trips/${tripId}/split-presets/${presetId}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.presets(tripId) }),
  });
}

/** Deletes a preset; expenses already split by it keep their shares (they store shares, not the preset). */
export function useDeleteSplitPreset(tripId: string, presetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/trips/${tripId}/split-presets/${presetId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.presets(tripId) }),
  });
}
