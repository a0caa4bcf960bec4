import { queryOptions } from '@tanstack/react-query';
import type { AiUsageFeature, PremiumStatus, RemainingUsages } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const premiumKeys = {
  all: ['premium'] as const,
  status: () => [...premiumKeys.all, 'status'] as const,
  usages: (feature: AiUsageFeature) => [...premiumKeys.all, 'usages', feature] as const,
  /** The success page's own polling, one key per round of checks. */
  confirming: (round: number) => [...premiumKeys.all, 'confirming', round] as const,
};

export const premiumQueries = {
  status: () =>
    queryOptions({
      queryKey: premiumKeys.status(),
      queryFn: async () => (await apiClient.get<PremiumStatus>('/premium/status')).data,
    }),
  /** The status while a payment is being confirmed: asked again and again until premium is on. */
  confirming: (round: number, poll: { intervalMs: number; attempts: number }) =>
    queryOptions({
      queryKey: premiumKeys.confirming(round),
      queryFn: async () => (await apiClient.get<PremiumStatus>('/premium/status')).data,
      refetchInterval: (query) =>
        query.state.data?.isPremium || query.state.dataUpdateCount >= poll.attempts ? false : poll.intervalMs,
      refetchIntervalInBackground: true,
    }),
  /** What is left of this month's allowance of one AI feature (or of AI readings of imports). */
  usages: (feature: AiUsageFeature) =>
    queryOptions({
      queryKey: premiumKeys.usages(feature),
      queryFn: async () => (await apiClient.get<RemainingUsages>(`/users/remaining-usages/${feature}`)).data,
    }),
};
