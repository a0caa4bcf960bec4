import type { NotificationKind } from '@trilha/shared';
import type { Executor } from '../../db/client';
import type { PaymentEvent, SubscriptionState } from '../../adapters/payments/stripe';
import { premiumRepository as repo, type SubscriptionRow } from './premium.repository';

/** A notification to send once the transaction that decided it has committed. */
export interface PremiumNotice {
  userId: string;
  kind: Extract<NotificationKind, 'premium-started' | 'premium-ended' | 'premium-payment-failed'>;
}

type SubscriptionEvent = Extract<PaymentEvent, { kind: 'subscription' }>;

/** The row of the subscription, or the account the event or the subscription names when it is new here. */
async function ownerOf(
  tx: Executor,
  event: SubscriptionEvent,
  state: SubscriptionState,
): Promise<{ row?: SubscriptionRow; userId?: string }> {
  const row = await repo.bySubscription(tx, state.subscriptionId);
  if (row) return { row, userId: row.userId };
  for (const userId of [event.userId, state.userId]) {
    if (!userId || !(await repo.lockUser(tx, userId))) continue;
    const current = await repo.ofUser(tx, userId);
    // Another subscription is the one being paid: this stray one does not replace it.
    if (current?.status === 'active') return {};
    return { userId };
  }
  return {};
}

/**
 * Applies a subscription's state, read from the provider at `readAt` for one event, inside the
 * transaction that claimed the event's id. Premium follows the state whichever event brought it: an
 * ended subscription never comes back, and a state read earlier than the one kept is not applied.
 */
export async function applySubscriptionState(
  tx: Executor,
  event: SubscriptionEvent,
  state: SubscriptionState,
  readAt: Date,
): Promise<PremiumNotice[]> {
  const { row, userId } = await ownerOf(tx, event, state);
  if (!userId) return [];
  const notices: PremiumNotice[] = event.paymentFailed ? [{ userId, kind: 'premium-payment-failed' }] : [];
  if (row?.status === 'ended' || (row?.stateAt && readAt < row.stateAt)) return notices;
  const user = await repo.lockUser(tx, userId);
  const current = row ?? (await repo.ofUser(tx, userId));
  await repo.save(tx, {
    userId,
    ...stateValues(state, readAt),
    customerId: state.customerId ?? current?.customerId ?? null,
    status: state.phase,
  });
  if (state.phase === 'active') {
    await repo.setPremium(tx, userId, true);
    // A subscription paid during a manual grant takes it over without a second notice.
    if (!user?.isPremium) notices.push({ userId, kind: 'premium-started' });
  } else if (row?.status === 'active') {
    await repo.setPremium(tx, userId, false);
    if (user?.isPremium) notices.push({ userId, kind: 'premium-ended' });
  }
  return notices;
}

/** The columns a subscription's state sets, as read at `at`. */
export function stateValues(state: SubscriptionState, at: Date) {
  return {
    subscriptionId: state.subscriptionId,
    renewsAt: state.renewsAt,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stateAt: at,
  };
}
