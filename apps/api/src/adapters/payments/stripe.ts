import type Stripe from 'stripe';
import type { Language, PremiumPrice } from '@trilha/shared';
import { INTL_LOCALES } from '../../lib/i18n';

/**
 * A provider event reduced to what premium needs; the service never sees Stripe's own types. An event
 * about a subscription only names it: its state is read from the provider when the event is applied, so
 * events that arrive late, twice or out of order all lead to the subscription's state as it now is.
 */
export type PaymentEvent = { id: string; type: string } & (
  | {
      kind: 'subscription';
      subscriptionId: string;
      /** The account a checkout session names (its client reference), when the event is one. */
      userId: string | null;
      /** An invoice of the subscription could not be charged: the person is told. */
      paymentFailed: boolean;
    }
  | { kind: 'ignored' }
);

/**
 * Where a subscription stands for premium. active: paid for (active, trialing, or past_due while the
 * provider retries a failed renewal); pending: not paid yet or no longer (incomplete, unpaid, paused),
 * which may still turn active; ended: canceled or expired unpaid, for good.
 */
export type SubscriptionPhase = 'pending' | 'active' | 'ended';

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  /** The account the checkout put in the subscription's metadata, when it did. */
  userId: string | null;
  phase: SubscriptionPhase;
  renewsAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  language: Language;
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
}

/** Thrown when a webhook's signature is missing or forged. */
export class InvalidSignatureError extends Error {}

/** Thrown when a webhook is correctly signed but dated outside the tolerance, in the past or future. */
export class StaleEventError extends Error {}

export interface PaymentsProvider {
  price(): Promise<PremiumPrice>;
  /** A subscription Checkout Session's URL. */
  checkout(input: CheckoutInput): Promise<string>;
  /** Cancels at the end of the paid period; answers the subscription as it now is. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  portal(customerId: string, returnUrl: string): Promise<string>;
  /** The subscription as it now is; undefined when the provider does not know it. */
  subscription(subscriptionId: string): Promise<SubscriptionState | undefined>;
  /** The signed event in `payload` (the raw body), or InvalidSignatureError / StaleEventError. */
  verifyEvent(payload: string, signature: string | undefined, now?: Date): PaymentEvent;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another Stripe-compatible server (stripe-mock, a test double), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

const PHASES: Partial<Record<Stripe.Subscription.Status, SubscriptionPhase>> = {
  active: 'active',
  trialing: 'active',
  // Stripe retries the renewal for a while (Smart Retries), then moves the subscription to canceled or
  // unpaid as the account's settings say: premium stays on during those retries.
  past_due: 'active',
  incomplete: 'pending',
  unpaid: 'pending',
  paused: 'pending',
  canceled: 'ended',
  incomplete_expired: 'ended',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const instant = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Where the client sends its requests: Stripe itself, or the host, port and protocol of STRIPE_API_URL. */
export function stripeClientOptions(apiUrl?: string) {
  const base = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  // Since API version 2025-03-31 the period lives on each item; a one-price plan has one.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : null;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    phase: PHASES[subscription.status] ?? 'pending',
    renewsAt: instant(subscription.cancel_at ?? periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The subscription an event is about, for the events that change or tell something of one. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  const about = (subscriptionId: string | null, userId: string | null = null, paymentFailed = false) =>
    subscriptionId
      ? { ...base, kind: 'subscription' as const, subscriptionId, userId, paymentFailed }
      : { ...base, kind: 'ignored' as const };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ...base, kind: 'ignored' };
      return about(
        idOf(session.subscription),
        session.client_reference_id ?? session.metadata?.userId ?? null,
      );
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return about(event.data.object.id);
    case 'invoice.paid':
      return about(invoiceSubscription(event.data.object));
    case 'invoice.payment_failed':
      return about(invoiceSubscription(event.data.object), null, true);
    default:
      return { ...base, kind: 'ignored' };
  }
}

/** The timestamp Stripe signed (the header's last `t=`, as the library reads it). */
function signedAt(header: string): number {
  const stamps = header.split(',').filter((part) => part.startsWith('t='));
  return Number.parseInt(stamps.at(-1)?.slice(2) ?? '', 10);
}

/** Stripe's library (several megabytes of generated code) loads only when payments are configured. */
export async function createStripePayments(settings: StripeSettings): Promise<PaymentsProvider> {
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(settings.secretKey, stripeClientOptions(settings.apiUrl));

  /** Whether the signature is genuine, whatever its age (a tolerance of 0 skips that check). */
  const signatureHolds = (payload: string, signature: string) => {
    try {
      return Boolean(stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret, 0));
    } catch {
      return false;
    }
  };

  return {
    async price() {
      const price = await stripe.prices.retrieve(settings.priceId);
      return {
        amount: price.unit_amount ?? 0,
        currency: price.currency.toUpperCase(),
        interval: price.recurring?.interval ?? null,
        intervalCount: price.recurring?.interval_count ?? 1,
      };
    },

    async checkout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.priceId, quantity: 1 }],
        client_reference_id: input.userId,
        metadata: { userId: input.userId },
        subscription_data: { metadata: { userId: input.userId } },
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        locale: INTL_LOCALES[input.language],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return session.url;
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return subscriptionState(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
    },

    async portal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async subscription(subscriptionId) {
      try {
        return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof StripeClient.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },

    verifyEvent(payload, signature, now = new Date()) {
      if (!signature) throw new InvalidSignatureError('No Stripe-Signature header');
      const tolerance = stripe.webhooks.DEFAULT_TOLERANCE;
      const receivedAt = now.getTime();
      let event;
      try {
        // The library refuses a forged signature, and one signed longer than its tolerance ago.
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          settings.webhookSecret,
          tolerance,
          undefined,
          receivedAt,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw signatureHolds(payload, signature)
          ? new StaleEventError(message)
          : new InvalidSignatureError(message);
      }
      // It accepts any timestamp ahead of the clock: one signed for later is refused the same way.
      if (signedAt(signature) - Math.floor(receivedAt / 1000) > tolerance) {
        throw new StaleEventError('Timestamp in the future beyond the tolerance');
      }
      return toPaymentEvent(event);
    },
  };
}
