import type { FastifyBaseLogger } from 'fastify';
import type { PremiumPrice, PremiumStatus } from '@trilha/shared';
import type { Database } from '../../db/client';
import {
  InvalidSignatureError,
  StaleEventError,
  type PaymentsProvider,
} from '../../adapters/payments/stripe';
import { AppError, badRequest, conflict, serviceUnavailable } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { presentStatus } from './premium.presenter';
import { premiumRepository } from './premium.repository';
import { applySubscriptionState, stateValues } from './premium.webhook';

const PRICE_TTL_MS = 60 * 60 * 1000;
const PRICE_RETRY_MS = 60 * 1000;

export interface PremiumServiceDeps {
  db: Database;
  /** Undefined when no payment provider is configured: premium then comes only from administrators. */
  payments?: PaymentsProvider;
  appUrl: string;
  /** AI_MONTHLY_LIMIT: the allowance the plan page shows. */
  aiMonthlyLimit: number;
  notify: NotificationsService['notify'];
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** A 502 in the caller's language: the payment provider failed, the detail goes to the log only. */
const providerFailed = (
  code: 'CHECKOUT_FAILED' | 'CANCEL_FAILED' | 'PORTAL_FAILED' | 'SUBSCRIPTION_READ_FAILED',
) => new AppError(502, code);

export function createPremiumService(deps: PremiumServiceDeps) {
  const { db, payments, log, now = () => new Date() } = deps;
  let price: { value: PremiumPrice | null; until: number } | undefined;

  function provider(): PaymentsProvider {
    if (!payments) throw serviceUnavailable('PAYMENTS');
    return payments;
  }

  /** The configured price, read from the provider at most hourly (a failure is retried after a minute). */
  async function currentPrice(): Promise<PremiumPrice | null> {
    if (!payments) return null;
    if (price && price.until > Date.now()) return price.value;
    try {
      price = { value: await payments.price(), until: Date.now() + PRICE_TTL_MS };
    } catch (err) {
      log.error({ err }, 'The premium price could not be read from the payment provider');
      price = { value: price?.value ?? null, until: Date.now() + PRICE_RETRY_MS };
    }
    return price.value;
  }

  async function status(actor: Actor): Promise<PremiumStatus> {
    const [subscription, value] = await Promise.all([premiumRepository.ofUser(db, actor.id), currentPrice()]);
    return presentStatus(actor, subscription, {
      enabled: Boolean(payments),
      price: value,
      monthlyAllowance: deps.aiMonthlyLimit,
    });
  }

  /** The person's subscription being paid for, or 409 NO_SUBSCRIPTION. */
  async function activeSubscription(actor: Actor) {
    const row = await premiumRepository.ofUser(db, actor.id);
    if (row?.status !== 'active' || !row.subscriptionId) throw conflict('NO_SUBSCRIPTION');
    return { ...row, subscriptionId: row.subscriptionId };
  }

  return {
    status,

    async checkout(actor: Actor): Promise<{ url: string }> {
      const stripe = provider();
      if (actor.isPremium) throw conflict('ALREADY_PREMIUM');
      const known = await premiumRepository.ofUser(db, actor.id);
      try {
        const url = await stripe.checkout({
          userId: actor.id,
          email: actor.email,
          language: actor.language,
          customerId: known?.customerId ?? undefined,
          successUrl: `${deps.appUrl}/premium/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.appUrl}/premium/cancel`,
        });
        return { url };
      } catch (err) {
        log.error({ err }, 'The payment provider did not open a checkout session');
        throw providerFailed('CHECKOUT_FAILED');
      }
    },

    /** Stays premium until the paid period ends; the provider's answer is kept at once. */
    async cancel(actor: Actor): Promise<PremiumStatus> {
      const stripe = provider();
      const subscription = await activeSubscription(actor);
      let state;
      try {
        state = await stripe.cancelAtPeriodEnd(subscription.subscriptionId);
      } catch (err) {
        log.error({ err }, 'The payment provider did not cancel the subscription');
        throw providerFailed('CANCEL_FAILED');
      }
      await premiumRepository.save(db, {
        userId: actor.id,
        customerId: subscription.customerId,
        status: subscription.status,
        ...stateValues(state, now()),
      });
      return status(actor);
    },

    async portal(actor: Actor): Promise<{ url: string }> {
      const stripe = provider();
      const row = await premiumRepository.ofUser(db, actor.id);
      if (!row?.customerId) throw conflict('NO_SUBSCRIPTION');
      try {
        return { url: await stripe.portal(row.customerId, `${deps.appUrl}/premium`) };
      } catch (err) {
        log.error({ err }, 'The payment provider did not open the billing portal');
        throw providerFailed('PORTAL_FAILED');
      }
    },

    /**
     * A signed provider event, applied once: its id is claimed in the same transaction as its effect,
     * so a redelivery (or two deliveries at once) changes nothing. The subscription it names is read
     * from the provider first, so premium follows its state as it now is, whatever order events come
     * in; when that read fails the answer is 502 and the provider delivers the event again later.
     * Notifications go out after commit.
     */
    async webhook(payload: string, signature: string | undefined): Promise<void> {
      const stripe = provider();
      let event;
      try {
        event = stripe.verifyEvent(payload, signature, now());
      } catch (err) {
        if (err instanceof StaleEventError) {
          log.warn({ reason: err.message }, 'A payment webhook dated outside the tolerance was refused');
          throw badRequest('WEBHOOK_TIMESTAMP_INVALID');
        }
        if (!(err instanceof InvalidSignatureError)) throw err;
        log.warn({ reason: err.message }, 'A payment webhook with a bad signature was refused');
        throw badRequest('WEBHOOK_SIGNATURE_INVALID');
      }
      if (event.kind === 'ignored' || (await premiumRepository.eventSeen(db, event.id))) return;
      const readAt = now();
      let state;
      try {
        state = await stripe.subscription(event.subscriptionId);
      } catch (err) {
        log.error({ err }, 'The subscription of a payment webhook could not be read from the provider');
        throw providerFailed('SUBSCRIPTION_READ_FAILED');
      }
      if (!state) {
        log.warn({ event: event.id }, 'A payment webhook names a subscription the provider does not know');
        return;
      }
      const notices = await db.transaction(async (tx) =>
        (await premiumRepository.claimEvent(tx, event.id, event.type))
          ? applySubscriptionState(tx, event, state, readAt)
          : [],
      );
      for (const notice of notices) {
        await deps.notify({ userId: notice.userId, kind: notice.kind, params: {}, link: '/premium' });
      }
    },
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
