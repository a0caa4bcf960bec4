import type { PremiumPrice, PremiumStatus } from '@trilha/shared';
import type { Actor } from '../../plugins/auth';
import { lastDayOf } from '../admin/admin.presenter';
import type { SubscriptionRow } from './premium.repository';

/** The caller's plan: one premium flag, from a paid subscription or from an administrator's grant. */
export function presentStatus(
  actor: Pick<Actor, 'isPremium' | 'premiumUntil'>,
  subscription: SubscriptionRow | undefined,
  payments: { enabled: boolean; price: PremiumPrice | null; monthlyAllowance: number },
): PremiumStatus {
  const subscribed = actor.isPremium && subscription?.status === 'active';
  const source = subscribed ? 'subscription' : actor.isPremium ? 'manual' : null;
  return {
    isPremium: actor.isPremium,
    plan: actor.isPremium ? 'premium' : 'free',
    source,
    renewsAt: subscribed ? (subscription.renewsAt?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: subscribed ? subscription.cancelAtPeriodEnd : false,
    until: source === 'manual' ? lastDayOf(actor.premiumUntil) : null,
    paymentsEnabled: payments.enabled,
    price: payments.price,
    monthlyAllowance: payments.monthlyAllowance,
  };
}
