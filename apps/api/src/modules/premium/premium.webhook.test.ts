import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { requestAs } from '../../../test/agency-cast';
import { createUser, type CreatedUser } from '../../../test/factories';
import { premiumEvents } from '../../../test/premium-events';
import { failure, startStripeServer, stripeEnv, type StripeServer } from '../../../test/stripe-server';
import { paymentEvents, premiumSubscriptions, users } from '../../db/schema';
import { applySubscriptionState } from './premium.webhook';

/**
 * Stripe's events, signed by Stripe's own library, in the orders Stripe may send them. Premium follows
 * the subscription's state as Stripe has it (the double's `subscription`), whichever event arrives.
 */
let ctx: TestContext;
let stripe: StripeServer;
let call: ReturnType<typeof requestAs>;
let events: ReturnType<typeof premiumEvents>;
beforeAll(async () => {
  stripe = await startStripeServer();
  ctx = await createTestApp({ env: stripeEnv(stripe) });
  call = requestAs(ctx);
  events = premiumEvents(ctx, stripe);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});
beforeEach(() => stripe.reset());

const PERIOD_END = Math.floor(Date.parse('2031-06-01T00:00:00Z') / 1000);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const premiumOf = async (who: CreatedUser) => (await events.userRow(who)).isPremium;
const statusOf = async (who: CreatedUser) => (await call(who, 'GET', '/api/premium/status')).json();
const deliverAll = async (...deliveries: Parameters<ReturnType<typeof premiumEvents>['deliver']>[0][]) => {
  for (const delivery of deliveries) expect((await events.deliver(delivery)).statusCode).toBe(200);
};

describe('a checkout paid at once', () => {
  it('turns premium on, once, tells the person, and a replayed event changes nothing', async () => {
    const who = await createUser(ctx, { language: 'en' });
    events.subscription(who, 'sub_on');
    const event = events.completed(who, 'sub_on', { id: 'evt_on' });
    expect((await events.deliver(event)).statusCode).toBe(200);
    expect(await events.userRow(who)).toMatchObject({ isPremium: true, premiumUntil: null });
    const [row] = await ctx.db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.userId, who.user.id));
    expect(row).toMatchObject({
      customerId: events.customerOf(who),
      subscriptionId: 'sub_on',
      status: 'active',
    });
    expect(await events.noticesOf(who, 'premium-started')).toMatchObject([
      { title: 'Premium is on', link: '/premium' },
    ]);

    // Replayed after Stripe ended the subscription: answered 200, applied no more, Stripe not asked.
    events.subscription(who, 'sub_on', { status: 'canceled' });
    const reads = stripe.callsTo('GET /v1/subscriptions').length;
    expect((await events.deliver(event)).statusCode).toBe(200);
    expect(stripe.callsTo('GET /v1/subscriptions')).toHaveLength(reads);
    expect(await premiumOf(who)).toBe(true);
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(1);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_on'))).toHaveLength(1);
  });

  it('turns premium on for a free trial, which needs no payment', async () => {
    const who = await createUser(ctx);
    events.subscription(who, 'sub_trial', { status: 'trialing' });
    await deliverAll(
      events.checkout('checkout.session.completed', who, 'sub_trial', {
        paymentStatus: 'no_payment_required',
      }),
    );
    expect(await statusOf(who)).toMatchObject({ isPremium: true, source: 'subscription' });
  });

  it('applies one event delivered twice at the same moment once', async () => {
    const who = await createUser(ctx, { language: 'en' });
    events.subscription(who, 'sub_twice');
    const event = events.completed(who, 'sub_twice');
    const answers = await Promise.all([events.deliver(event), events.deliver(event)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(1);
  });
});

describe('a checkout paid later (boleto, bank transfer)', () => {
  it('turns premium on when the payment succeeds, and only then', async () => {
    const who = await createUser(ctx, { language: 'en' });
    const sub = 'sub_async';
    events.subscription(who, sub, { status: 'incomplete' });
    await deliverAll(
      events.checkout('checkout.session.completed', who, sub, { paymentStatus: 'unpaid' }),
      stripe.signedEvent(
        'customer.subscription.created',
        events.subscription(who, sub, { status: 'incomplete' }),
      ),
    );
    expect(await premiumOf(who)).toBe(false);
    expect(await statusOf(who)).toMatchObject({ isPremium: false, source: null });

    // Paid days later: Stripe sends these four, in any order.
    events.subscription(who, sub);
    await deliverAll(
      events.checkout('checkout.session.async_payment_succeeded', who, sub),
      stripe.signedEvent('customer.subscription.updated', events.subscription(who, sub)),
      events.invoice('invoice.paid', who, sub),
    );
    expect(await statusOf(who)).toMatchObject({
      isPremium: true,
      source: 'subscription',
      renewsAt: '2031-06-01T00:00:00.000Z',
    });
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(1);
  });

  it.each([
    ['checkout.session.async_payment_succeeded'],
    ['customer.subscription.updated'],
    ['invoice.paid'],
  ])('turns premium on from %s alone', async (type) => {
    const who = await createUser(ctx, { language: 'en' });
    const sub = `sub_alone_${type}`;
    events.subscription(who, sub, { status: 'incomplete' });
    await deliverAll(events.checkout('checkout.session.completed', who, sub, { paymentStatus: 'unpaid' }));
    const active = events.subscription(who, sub);
    await deliverAll(
      type === 'invoice.paid'
        ? events.invoice('invoice.paid', who, sub)
        : type === 'customer.subscription.updated'
          ? stripe.signedEvent(type, active)
          : events.checkout(type, who, sub),
    );
    expect(await premiumOf(who)).toBe(true);
  });

  it('leaves premium off when the payment fails, for good once Stripe expires the subscription', async () => {
    const who = await createUser(ctx, { language: 'en' });
    const sub = 'sub_async_failed';
    events.subscription(who, sub, { status: 'incomplete' });
    await deliverAll(events.checkout('checkout.session.completed', who, sub, { paymentStatus: 'unpaid' }));
    const expired = events.subscription(who, sub, { status: 'incomplete_expired' });
    await deliverAll(
      events.checkout('checkout.session.async_payment_failed', who, sub),
      stripe.signedEvent('customer.subscription.updated', expired),
    );
    expect(await premiumOf(who)).toBe(false);
    // Even an event claiming otherwise, or Stripe answering otherwise, does not revive it.
    events.subscription(who, sub);
    await deliverAll(events.completed(who, sub), events.invoice('invoice.paid', who, sub));
    expect(await premiumOf(who)).toBe(false);
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(0);
    expect(
      await ctx.db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.userId, who.user.id)),
    ).toMatchObject([{ subscriptionId: sub, status: 'ended' }]);
  });
});

describe('the subscription over time', () => {
  it('turns premium off when the subscription is deleted, and late events do not turn it back on', async () => {
    const who = await events.subscriber('sub_end');
    const ended = events.subscription(who, 'sub_end', { status: 'canceled' });
    await deliverAll(stripe.signedEvent('customer.subscription.deleted', ended));
    expect(await premiumOf(who)).toBe(false);
    expect(await events.noticesOf(who, 'premium-ended')).toMatchObject([{ title: 'Premium ended' }]);
    await deliverAll(events.completed(who, 'sub_end'), events.invoice('invoice.paid', who, 'sub_end'));
    expect(await statusOf(who)).toMatchObject({ isPremium: false, source: null });

    // The end delivered before everything else: premium never turns on.
    const other = await createUser(ctx);
    const gone = events.subscription(other, 'sub_first_end', { status: 'canceled' });
    await deliverAll(
      stripe.signedEvent('customer.subscription.deleted', gone),
      stripe.signedEvent('customer.subscription.created', { ...gone, status: 'active' }),
      events.completed(other, 'sub_first_end'),
    );
    expect(await premiumOf(other)).toBe(false);
    expect(await events.noticesOf(other, 'premium-started')).toHaveLength(0);
  });

  it('keeps premium through a failed renewal Stripe retries, ends it once unpaid, and restores it when paid', async () => {
    const who = await events.subscriber('sub_renewal');
    events.subscription(who, 'sub_renewal', { status: 'past_due' });
    await deliverAll(events.invoice('invoice.payment_failed', who, 'sub_renewal'));
    expect(await events.noticesOf(who, 'premium-payment-failed')).toMatchObject([
      { title: 'Payment failed', link: '/premium' },
    ]);
    expect(await premiumOf(who)).toBe(true);

    const unpaid = events.subscription(who, 'sub_renewal', { status: 'unpaid' });
    await deliverAll(stripe.signedEvent('customer.subscription.updated', unpaid));
    expect(await premiumOf(who)).toBe(false);
    expect(await events.noticesOf(who, 'premium-ended')).toHaveLength(1);

    events.subscription(who, 'sub_renewal');
    await deliverAll(events.invoice('invoice.paid', who, 'sub_renewal'));
    expect(await premiumOf(who)).toBe(true);
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(2);
  });

  it('takes renewsAt and cancelAtPeriodEnd from Stripe, whatever an older event that arrives late says', async () => {
    const who = await events.subscriber('sub_upd');
    const newer = events.subscription(who, 'sub_upd', { periodEnd: PERIOD_END, cancelAtPeriodEnd: true });
    const older = { ...newer, cancel_at_period_end: false, cancel_at: null };
    await deliverAll(
      stripe.signedEvent('customer.subscription.updated', newer, { created: nowSeconds() }),
      stripe.signedEvent('customer.subscription.updated', older, { created: nowSeconds() - 60 }),
    );
    expect(await statusOf(who)).toMatchObject({
      isPremium: true,
      source: 'subscription',
      renewsAt: '2031-06-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('turns premium on from a subscription event that comes before its checkout confirmation', async () => {
    const who = await createUser(ctx);
    const early = events.subscription(who, 'sub_early', { periodEnd: PERIOD_END });
    await deliverAll(stripe.signedEvent('customer.subscription.created', early));
    expect(await statusOf(who)).toMatchObject({ isPremium: true, renewsAt: '2031-06-01T00:00:00.000Z' });
    await deliverAll(events.completed(who, 'sub_early'));
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(1);
  });

  it('does not apply a state read before the one already kept (two deliveries racing)', async () => {
    const who = await events.subscriber('sub_race');
    const [kept] = await ctx.db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.userId, who.user.id));
    const event = { id: 'evt_race', type: 'customer.subscription.updated' };
    const stale = {
      kind: 'subscription' as const,
      subscriptionId: 'sub_race',
      userId: null,
      paymentFailed: false,
    };
    const state = {
      subscriptionId: 'sub_race',
      customerId: events.customerOf(who),
      userId: who.user.id,
      phase: 'ended' as const,
      renewsAt: null,
      cancelAtPeriodEnd: false,
    };
    const earlier = new Date(kept!.stateAt!.getTime() - 1000);
    await ctx.db.transaction((tx) => applySubscriptionState(tx, { ...event, ...stale }, state, earlier));
    expect(await premiumOf(who)).toBe(true);
    const later = new Date(kept!.stateAt!.getTime() + 1000);
    await ctx.db.transaction((tx) => applySubscriptionState(tx, { ...event, ...stale }, state, later));
    expect(await premiumOf(who)).toBe(false);
  });
});

describe('what the webhook refuses or leaves alone', () => {
  it('refuses a forged, unsigned or altered event with 400, and one signed an hour away from now', async () => {
    const who = await createUser(ctx);
    events.subscription(who, 'sub_refused');
    const real = events.completed(who, 'sub_refused');
    const forged = stripe.signedEvent('checkout.session.completed', {}, { secret: 'whsec_someone_else' });
    for (const delivery of [
      { payload: real.payload, headers: forged.headers },
      { payload: real.payload, headers: { 'content-type': 'application/json' } },
      { payload: real.payload.replace('"paid"', '"unpaid"'), headers: real.headers },
    ]) {
      const res = await events.deliver(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'The signature of this event is not valid.',
      });
    }
    for (const timestamp of [nowSeconds() - 3600, nowSeconds() + 3600, nowSeconds() + 301 + 30]) {
      const res = await events.deliver(events.completed(who, 'sub_refused', { timestamp }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'WEBHOOK_TIMESTAMP_INVALID',
        message: 'This event is dated too far from now to be accepted.',
      });
    }
    expect(await premiumOf(who)).toBe(false);
    expect(stripe.callsTo('GET /v1/subscriptions')).toHaveLength(0);
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/premium/webhook',
      payload: 'not json at all',
      headers: { 'content-type': 'text/plain' },
    });
    expect(garbage.statusCode).toBe(400);

    // Within Stripe's five minutes either way (clocks drift) it is accepted.
    await deliverAll(events.completed(who, 'sub_refused', { timestamp: nowSeconds() + 240 }));
    expect(await premiumOf(who)).toBe(true);
  });

  it('answers 502 while Stripe cannot be read, so Stripe delivers the event again, which then applies', async () => {
    const who = await createUser(ctx, { language: 'en' });
    events.subscription(who, 'sub_later');
    const event = events.completed(who, 'sub_later');
    stripe.answer('GET /v1/subscriptions', () => failure(500));
    const res = await events.deliver(event);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'SUBSCRIPTION_READ_FAILED' });
    expect(await premiumOf(who)).toBe(false);
    stripe.reset();
    events.subscription(who, 'sub_later');
    await deliverAll(event);
    expect(await premiumOf(who)).toBe(true);
  });

  it('accepts events it does not use, and ignores unknown accounts and subscriptions Stripe does not know', async () => {
    await deliverAll(stripe.signedEvent('charge.succeeded', { id: 'ch_1' }));
    for (const id of ['0190a0a0-0000-7000-8000-000000000000', 'not-a-uuid']) {
      const ghost = { user: { id } } as CreatedUser;
      events.subscription(ghost, `sub_ghost_${id}`);
      await deliverAll(events.completed(ghost, `sub_ghost_${id}`));
    }
    const who = await createUser(ctx);
    await deliverAll(events.completed(who, 'sub_nowhere'));
    expect(await premiumOf(who)).toBe(false);
    expect(
      await ctx.db.select().from(users).where(eq(users.id, '0190a0a0-0000-7000-8000-000000000000')),
    ).toEqual([]);
  });
});
