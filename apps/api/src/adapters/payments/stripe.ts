import Stripe from 'stripe';
import type { Language, PremiumPrice } from '@trilha/shared';

/** A provider event reduced to what premium needs; the service never sees Stripe's own types. */
export type PaymentEvent = { id: string; type: string; createdAt: Date } & (
  | {
      kind: 'checkout-completed';
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      paid: boolean;
    }
  | ({ kind: 'subscription-changed' } & SubscriptionState)
  | { kind: 'subscription-ended'; subscriptionId: string; customerId: string | null; userId: string | null }
  | { kind: 'payment-failed'; customerId: string | null; subscriptionId: string | null }
  | { kind: 'ignored' }
);

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  /** The account the checkout put in the subscription's metadata, when it did. */
  userId: string | null;
  /** Whether the subscription is being paid for (active, trialing, or retrying a failed renewal). */
  live: boolean;
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

/** Thrown when a webhook's signature is missing, forged, or too old. */
export class InvalidSignatureError extends Error {}

export interface PaymentsProvider {
  price(): Promise<PremiumPrice>;
  /** A subscription Checkout Session's URL. */
  checkout(input: CheckoutInput): Promise<string>;
  /** Cancels at the end of the paid period; answers the subscription as it now is. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  portal(customerId: string, returnUrl: string): Promise<string>;
  /** The signed event in `payload` (the raw body), or InvalidSignatureError. */
  verifyEvent(payload: string, signature: string | undefined): PaymentEvent;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another Stripe-compatible server (stripe-mock, a test double), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

const CHECKOUT_LOCALES: Record<Language, 'pt-BR' | 'en' | 'es'> = { pt: 'pt-BR', en: 'en', es: 'es' };
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

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
    live: LIVE_STATUSES.has(subscription.status),
    renewsAt: instant(subscription.cancel_at ?? periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...base,
        kind: 'checkout-completed',
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        paid: session.mode === 'subscription' && session.payment_status !== 'unpaid',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { ...base, kind: 'subscription-changed', ...subscriptionState(event.data.object) };
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: 'subscription-ended',
        subscriptionId: event.data.object.id,
        customerId: idOf(event.data.object.customer),
        userId: event.data.object.metadata?.userId ?? null,
      };
    case 'invoice.payment_failed':
      return {
        ...base,
        kind: 'payment-failed',
        customerId: idOf(event.data.object.customer),
        subscriptionId: invoiceSubscription(event.data.object),
      };
    default:
      return { ...base, kind: 'ignored' };
  }
}

export function createStripePayments(settings: StripeSettings): PaymentsProvider {
  const stripe = new Stripe(settings.secretKey, stripeClientOptions(settings.apiUrl));

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
        locale: CHECKOUT_LOCALES[input.language],
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

    verifyEvent(payload, signature) {
      if (!signature) throw new InvalidSignatureError('No Stripe-Signature header');
      try {
        return toPaymentEvent(stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret));
      } catch (error) {
        throw new InvalidSignatureError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
