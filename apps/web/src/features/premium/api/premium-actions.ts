import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PremiumRedirect, PremiumStatus } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { premiumKeys } from './premium-queries';

/** Leaves the app for the payment provider's page (a full navigation: it is another site); tests spy on it. */
export const externalNavigation = {
  goTo(url: string) {
    window.location.assign(url);
  },
};

/** Opens Stripe Checkout for the plan; the browser comes back to /premium/success or /premium/cancel. */
export function useCheckout() {
  return useMutation({
    mutationFn: async () => (await apiClient.post<PremiumRedirect>('/premium/checkout')).data,
    onSuccess: ({ url }) => externalNavigation.goTo(url),
  });
}

/** Opens Stripe's billing portal (card, invoices), which returns to /premium. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () => (await apiClient.post<PremiumRedirect>('/premium/portal')).data,
    onSuccess: ({ url }) => externalNavigation.goTo(url),
  });
}

/** Cancels at the end of the paid period; the answer is the plan as it now is. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<PremiumStatus>('/premium/cancel')).data,
    onSuccess: (status) => queryClient.setQueryData(premiumKeys.status(), status),
  });
}
