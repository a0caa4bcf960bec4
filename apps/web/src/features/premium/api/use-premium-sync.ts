import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PremiumStatus } from '@trilha/shared';
import { useSession } from '../../../lib/auth/session';

/**
 * Keeps the signed-in user's premium flag (and the profile's plan) in step with the status the server
 * just answered: a payment confirmed by the webhook changes it without a new sign-in.
 */
export function usePremiumSync(status: PremiumStatus | undefined) {
  const { user, updateUser } = useSession();
  const queryClient = useQueryClient();
  const isPremium = status?.isPremium;
  useEffect(() => {
    if (isPremium === undefined || !user || user.isPremium === isPremium) return;
    updateUser({ isPremium });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  }, [isPremium, user, updateUser, queryClient]);
}
