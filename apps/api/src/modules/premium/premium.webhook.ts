import type { NotificationKind } from '@trilha/shared';
import type { Executor } from '../../db/client';
import type { PaymentEvent, SubscriptionState } from '../../adapters/payments/stripe';
import { isUuid } from '../../lib/ids';
import { premiumRepository as repo, type SubscriptionRow } from './premium.repository';

/** A notification to send once the transaction that decided it has committed. */
export interface PremiumNotice {
  userId: string;
  kind: Extract<NotificationKind, 'premium-started' | 'premium-ended' | 'premium-payment-failed'>;
}

type Of<K extends PaymentEvent['kind']> = Extract<PaymentEvent, { kind: K }>;

/**
 * Applies one provider event inside the transaction that claimed its id. Events may arrive late, twice
 * or out of order: an ended subscription never comes back, and an older subscription state never
 * overwrites a newer one. Only database work happens here (no call to the provider).
 */
export async function applyPaymentEvent(tx: Executor, event: PaymentEvent): Promise<PremiumNotice[]> {
  switch (event.kind) {
    case 'checkout-completed':
      return checkoutCompleted(tx, event);
    case 'subscription-changed':
      return subscriptionChanged(tx, event);
    case 'subscription-ended':
      return subscriptionEnded(tx, event.subscriptionId, event.createdAt, event.userId);
    case 'payment-failed':
      return paymentFailed(tx, event);
    default:
      return [];
  }
}

async function checkoutCompleted(tx: Executor, event: Of<'checkout-completed'>): Promise<PremiumNotice[]> {
  const { userId, subscriptionId } = event;
  if (!event.paid || !userId || !subscriptionId) return [];
  const user = await repo.lockUser(tx, userId);
  if (!user) return [];
  const known = await repo.bySubscription(tx, subscriptionId);
  // The subscription's end was delivered first: it is over, this late confirmation changes nothing.
  if (known?.status === 'ended') return [];
  const current = await repo.ofUser(tx, userId);
  const same = current?.subscriptionId === subscriptionId;
  await repo.save(tx, {
    userId,
    customerId: event.customerId ?? current?.customerId ?? null,
    subscriptionId,
    status: 'active',
    renewsAt: same ? current.renewsAt : null,
    cancelAtPeriodEnd: same ? current.cancelAtPeriodEnd : false,
    stateAt: same ? current.stateAt : null,
  });
  await repo.setPremium(tx, userId, true);
  return user.isPremium ? [] : [{ userId, kind: 'premium-started' }];
}

/** The row of the subscription, or of the person its metadata names when it is not known yet. */
async function rowFor(
  tx: Executor,
  subscriptionId: string,
  userId: string | null,
): Promise<{ row?: SubscriptionRow; userId?: string }> {
  const row = await repo.bySubscription(tx, subscriptionId);
  if (row) return { row, userId: row.userId };
  if (!userId || !isUuid(userId) || !(await repo.lockUser(tx, userId))) return {};
  const current = await repo.ofUser(tx, userId);
  // Another subscription is the one being paid: this stray one does not replace it.
  if (current?.status === 'active') return {};
  return { userId };
}

async function subscriptionChanged(
  tx: Executor,
  event: Of<'subscription-changed'>,
): Promise<PremiumNotice[]> {
  const { row, userId } = await rowFor(tx, event.subscriptionId, event.userId);
  if (!userId || row?.status === 'ended') return [];
  if (row?.stateAt && event.createdAt < row.stateAt) return [];
  if (row?.status === 'active' && !event.live) {
    return subscriptionEnded(tx, event.subscriptionId, event.createdAt, userId);
  }
  await repo.save(tx, {
    userId,
    ...stateValues(event, event.createdAt),
    customerId: row?.customerId ?? event.customerId,
    status: row?.status ?? 'pending',
  });
  return [];
}

async function subscriptionEnded(
  tx: Executor,
  subscriptionId: string,
  at: Date,
  metadataUserId: string | null,
): Promise<PremiumNotice[]> {
  const { row, userId } = await rowFor(tx, subscriptionId, metadataUserId);
  if (!userId || row?.status === 'ended') return [];
  const user = await repo.lockUser(tx, userId);
  await repo.save(tx, {
    userId,
    customerId: row?.customerId ?? null,
    subscriptionId,
    status: 'ended',
    renewsAt: row?.renewsAt ?? null,
    cancelAtPeriodEnd: false,
    stateAt: at,
  });
  if (row?.status !== 'active') return [];
  await repo.setPremium(tx, userId, false);
  return user?.isPremium ? [{ userId, kind: 'premium-ended' }] : [];
}

async function paymentFailed(tx: Executor, event: Of<'payment-failed'>): Promise<PremiumNotice[]> {
  const row =
    (event.subscriptionId ? await repo.bySubscription(tx, event.subscriptionId) : undefined) ??
    (event.customerId ? await repo.byCustomer(tx, event.customerId) : undefined);
  return row ? [{ userId: row.userId, kind: 'premium-payment-failed' }] : [];
}

/** The columns a subscription's state sets. */
export function stateValues(state: SubscriptionState, at: Date) {
  return {
    subscriptionId: state.subscriptionId,
    renewsAt: state.renewsAt,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stateAt: at,
  };
}
