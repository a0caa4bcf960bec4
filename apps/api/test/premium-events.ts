import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications, users } from '../src/db/schema';
import type { TestContext } from './app';
import { createUser, type CreatedUser } from './factories';
import { subscriptionObject, type StripeServer } from './stripe-server';

type Delivery = { payload: string; headers: Record<string, string> };
type SubscriptionOptions = Omit<NonNullable<Parameters<typeof subscriptionObject>[1]>, 'customer' | 'userId'>;
type EventOptions = { id?: string; timestamp?: number };

/** Premium's webhook deliveries and what they changed, for one test app and its Stripe double. */
export function premiumEvents(ctx: TestContext, stripe: StripeServer) {
  const customerOf = (who: CreatedUser) => `cus_${who.user.id.slice(-8)}`;

  const deliver = (event: Delivery) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/premium/webhook',
      payload: event.payload,
      headers: event.headers,
    });

  /** Stripe's current state of `who`'s subscription `sub` (active unless told), as the server reads it. */
  const subscription = (who: CreatedUser, sub: string, options: SubscriptionOptions = {}) => {
    const object = subscriptionObject(sub, { customer: customerOf(who), userId: who.user.id, ...options });
    stripe.setSubscription(object);
    return object;
  };

  /** A Checkout Session event for `who`'s subscription `sub` (paid unless told). */
  const checkout = (
    type: string,
    who: CreatedUser,
    sub: string,
    options: EventOptions & { paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required' } = {},
  ) =>
    stripe.signedEvent(
      type,
      {
        id: `cs_${sub}`,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: options.paymentStatus ?? 'paid',
        client_reference_id: who.user.id,
        metadata: { userId: who.user.id },
        customer: customerOf(who),
        subscription: sub,
      },
      options,
    );
  const completed = (who: CreatedUser, sub: string, options: EventOptions = {}) =>
    checkout('checkout.session.completed', who, sub, options);

  /** An invoice event of `who`'s subscription `sub`. */
  const invoice = (type: 'invoice.paid' | 'invoice.payment_failed', who: CreatedUser, sub: string) =>
    stripe.signedEvent(type, {
      id: `in_${sub}`,
      object: 'invoice',
      customer: customerOf(who),
      parent: { type: 'subscription_details', subscription_details: { subscription: sub } },
    });

  const userRow = async (who: CreatedUser) =>
    (await ctx.db.select().from(users).where(eq(users.id, who.user.id)))[0]!;

  const noticesOf = (
    who: CreatedUser,
    kind: 'premium-started' | 'premium-ended' | 'premium-payment-failed',
  ) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)));

  /** A person whose subscription `sub` Stripe has as active and whose checkout was confirmed. */
  async function subscriber(sub: string, overrides: Parameters<typeof createUser>[1] = {}) {
    const who = await createUser(ctx, { language: 'en', ...overrides });
    subscription(who, sub);
    expect((await deliver(completed(who, sub))).statusCode).toBe(200);
    return who;
  }

  return { customerOf, deliver, subscription, checkout, completed, invoice, userRow, noticesOf, subscriber };
}
