import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AiFeature, AiPreview, AiSavableFeature, RemainingUsages } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';

export const aiKeys = {
  all: ['ai'] as const,
  remaining: (feature: AiFeature) => [...aiKeys.all, 'remaining', feature] as const,
  /** The last cost estimate generated for a trip in this session; it is shown, not stored. */
  estimate: (tripId: string) => [...aiKeys.all, 'estimate', tripId] as const,
};

export const aiQueries = {
  remaining: (feature: AiFeature) =>
    queryOptions({
      queryKey: aiKeys.remaining(feature),
      queryFn: async () => (await apiClient.get<RemainingUsages>(`/users/remaining-usages/${feature}`)).data,
    }),
};

/** One generation: a preview to edit, and one usage of the feature spent. */
export function useGenerate<F extends AiFeature>(tripId: string, feature: F) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prompt: string) =>
      (await apiClient.post<AiPreview[F]>(`/ai/trips/${tripId}/${feature}`, { prompt })).data,
    onSuccess: (preview) => {
      if (feature === 'cost-estimate') queryClient.setQueryData(aiKeys.estimate(tripId), preview);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.remaining(feature) }),
  });
}

function invalidateSaved(queryClient: QueryClient, tripId: string, feature: AiSavableFeature) {
  const keys = {
    itinerary: [tripKeys.itinerary(tripId), tripKeys.days(tripId)],
    checklist: [tripKeys.checklist(tripId)],
    tips: [tripKeys.tips(tripId)],
  }[feature];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The preview as the trip stores it: where each suggestion came from is shown, not saved. */
function withoutSources(preview: AiPreview[AiSavableFeature]) {
  const strip = <T extends { source?: unknown }>({ source: _shown, ...item }: T) => item;
  if ('days' in preview) {
    return { days: preview.days.map((day) => ({ ...day, items: day.items.map(strip) })) };
  }
  if ('groups' in preview) {
    return { groups: preview.groups.map((group) => ({ ...group, items: group.items.map(strip) })) };
  }
  return { tips: preview.tips.map(strip) };
}

/** Saves the edited preview on the trip, all of it or nothing. */
export function useAccept<F extends AiSavableFeature>(tripId: string, feature: F) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preview: AiPreview[F]) =>
      (
        await apiClient.post<{ saved: number }>(
          `/ai/trips/${tripId}/${feature}/accept`,
          withoutSources(preview),
        )
      ).data,
    onSuccess: () => invalidateSaved(queryClient, tripId, feature),
  });
}
