import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { requestAs } from '../../../test/agency-cast';
import { createUser } from '../../../test/factories';
import { premiumEvents } from '../../../test/premium-events';
import {
  failure,
  startStripeServer,
  stripeEnv,
  subscriptionObject,
  type StripeServer,
} from '../../../test/stripe-server';
import { users } from '../../db/schema';

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

describe('GET /api/premium/status', () => {
  it("answers a free person's plan with the configured price, read once and then cached", async () => {
    const who = await createUser(ctx);
    const res = await call(who, 'GET', '/api/premium/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isPremium: false,
      plan: 'free',
      source: null,
      renewsAt: null,
      cancelAtPeriodEnd: false,
      until: null,
      paymentsEnabled: true,
      price: { amount: 1990, currency: 'BRL', interval: 'month', intervalCount: 1 },
      monthlyAllowance: 30,
    });
    await call(who, 'GET', '/api/premium/status');
    expect(stripe.callsTo('GET /v1/prices').length).toBeLessThanOrEqual(1);
  });

  it('says a manual grant is manual, with its last day', async () => {
    const who = await createUser(ctx, {
      isPremium: true,
      premiumUntil: new Date('2031-01-31T23:59:59.999Z'),
    });
    expect((await call(who, 'GET', '/api/premium/status')).json()).toMatchObject({
      isPremium: true,
      plan: 'premium',
      source: 'manual',
      until: '2031-01-31',
      renewsAt: null,
    });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/premium/status' })).statusCode).toBe(401);
  });
});

describe('POST /api/premium/checkout', () => {
  it('opens a subscription checkout for the price with the person as reference, URLs under APP_URL', async () => {
    const who = await createUser(ctx, { language: 'pt' });
    const res = await call(who, 'POST', '/api/premium/checkout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `https://checkout.stripe.test/pay/cs_test_1?ref=${who.user.id}` });
    const [sent] = stripe.callsTo('POST /v1/checkout/sessions');
    expect(sent!.authorization).toBe('Bearer sk_test_trilha');
    expect(sent!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_test_premium',
      'line_items[0][quantity]': '1',
      client_reference_id: who.user.id,
      'metadata[userId]': who.user.id,
      'subscription_data[metadata][userId]': who.user.id,
      customer_email: who.user.email,
      locale: 'pt-BR',
      success_url: 'http://trilha.test/premium/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://trilha.test/premium/cancel',
    });
    expect(sent!.form.customer).toBeUndefined();
  });

  it('reuses the Stripe customer of someone who subscribed before', async () => {
    const who = await events.subscriber('sub_again');
    const ended = events.subscription(who, 'sub_again', { status: 'canceled' });
    await events.deliver(stripe.signedEvent('customer.subscription.deleted', ended));
    expect((await call(who, 'POST', '/api/premium/checkout')).statusCode).toBe(200);
    const [sent] = stripe.callsTo('POST /v1/checkout/sessions');
    expect(sent!.form.customer).toBe(`cus_${who.user.id.slice(-8)}`);
    expect(sent!.form.customer_email).toBeUndefined();
  });

  it('answers 409 to someone already premium, by either source', async () => {
    const granted = await createUser(ctx, { isPremium: true });
    const res = await call(granted, 'POST', '/api/premium/checkout');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_PREMIUM' });
    const paying = await events.subscriber('sub_409');
    expect((await call(paying, 'POST', '/api/premium/checkout')).statusCode).toBe(409);
    expect(stripe.callsTo('POST /v1/checkout/sessions')).toHaveLength(0);
  });

  it("answers 502 with SPEC.md's text when Stripe fails or gives no URL", async () => {
    const who = await createUser(ctx);
    stripe.answer('POST /v1/checkout/sessions', () => failure(500));
    const res = await call(who, 'POST', '/api/premium/checkout');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'CHECKOUT_FAILED', message: 'Could not retrieve checkout URL' });
    expect(res.body).not.toContain('Something went wrong on Stripe');
    stripe.answer('POST /v1/checkout/sessions', () => ({ status: 200, body: { id: 'cs_x', url: null } }));
    expect((await call(who, 'POST', '/api/premium/checkout')).statusCode).toBe(502);
    stripe.answer('POST /v1/checkout/sessions', () => failure(400, 'No such price'));
    const pt = await ctx.app.inject({
      method: 'POST',
      url: '/api/premium/checkout',
      headers: { ...who.auth, 'accept-language': 'pt-BR' },
    });
    expect(pt.json()).toMatchObject({ message: 'Não foi possível obter a URL de pagamento' });
  });
});

describe('POST /api/premium/cancel', () => {
  it('cancels at the end of the period and answers the status with the end date', async () => {
    const who = await events.subscriber('sub_cancel');
    const res = await call(who, 'POST', '/api/premium/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isPremium: true,
      source: 'subscription',
      cancelAtPeriodEnd: true,
      renewsAt: '2031-06-01T00:00:00.000Z',
    });
    const [sent] = stripe.callsTo('POST /v1/subscriptions');
    expect(sent).toMatchObject({
      path: '/v1/subscriptions/sub_cancel',
      form: { cancel_at_period_end: 'true' },
    });
    // A state from before the cancellation, delivered late, does not undo it.
    const before = subscriptionObject('sub_cancel', {
      customer: events.customerOf(who),
      userId: who.user.id,
    });
    await events.deliver(
      stripe.signedEvent('customer.subscription.updated', before, {
        created: Math.floor(Date.now() / 1000) - 120,
      }),
    );
    expect((await call(who, 'GET', '/api/premium/status')).json().cancelAtPeriodEnd).toBe(true);
  });

  it("answers 502 with SPEC.md's text when Stripe fails, and 409 without a subscription", async () => {
    const who = await events.subscriber('sub_cancel_fail');
    stripe.answer('POST /v1/subscriptions', () => failure(500));
    const res = await call(who, 'POST', '/api/premium/cancel');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'CANCEL_FAILED', message: 'Failed to cancel subscription.' });
    expect((await call(who, 'GET', '/api/premium/status')).json().cancelAtPeriodEnd).toBe(false);
    const granted = await createUser(ctx, { isPremium: true });
    expect((await call(granted, 'POST', '/api/premium/cancel')).json()).toMatchObject({
      code: 'NO_SUBSCRIPTION',
    });
  });
});

describe('POST /api/premium/portal', () => {
  it("answers the billing portal of the person's customer, returning to /premium", async () => {
    const who = await events.subscriber('sub_portal');
    const res = await call(who, 'POST', '/api/premium/portal');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `https://billing.stripe.test/session/cus_${who.user.id.slice(-8)}` });
    expect(stripe.callsTo('POST /v1/billing_portal/sessions')[0]!.form).toEqual({
      customer: `cus_${who.user.id.slice(-8)}`,
      return_url: 'http://trilha.test/premium',
    });
    stripe.answer('POST /v1/billing_portal/sessions', () => failure(500));
    expect((await call(who, 'POST', '/api/premium/portal')).json()).toMatchObject({ code: 'PORTAL_FAILED' });
    const free = await createUser(ctx);
    expect((await call(free, 'POST', '/api/premium/portal')).statusCode).toBe(409);
  });
});

describe('premium from a subscription and from an administrator', () => {
  it('refuses an administrator changing a subscriber, and the hourly expiry leaves a subscriber alone', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const who = await events.subscriber('sub_admin');
    for (const body of [{ isPremium: false }, { isPremium: true, until: '2099-01-01' }]) {
      const res = await call(admin, 'PUT', `/api/admin/users/${who.user.id}/premium`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PREMIUM_SUBSCRIBED' });
    }
    // A grant's end left behind by a race: the paid subscription keeps premium on.
    await ctx.db
      .update(users)
      .set({ premiumUntil: new Date('2020-01-01T23:59:59.999Z') })
      .where(eq(users.id, who.user.id));
    await ctx.app.premiumExpiry.run(new Date());
    expect((await events.userRow(who)).isPremium).toBe(true);
    expect(await events.noticesOf(who, 'premium-ended')).toHaveLength(0);
  });

  it('a subscription paid during a manual grant takes it over: no end date, no second notice', async () => {
    const who = await createUser(ctx, {
      isPremium: true,
      premiumUntil: new Date('2031-01-31T23:59:59.999Z'),
    });
    events.subscription(who, 'sub_takeover');
    await events.deliver(events.completed(who, 'sub_takeover'));
    expect(await events.userRow(who)).toMatchObject({ isPremium: true, premiumUntil: null });
    expect(await events.noticesOf(who, 'premium-started')).toHaveLength(0);
    expect((await call(who, 'GET', '/api/premium/status')).json()).toMatchObject({
      source: 'subscription',
      until: null,
    });
  });
});

describe('without Stripe', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('answers the status with payments off, and 503 PAYMENTS_UNAVAILABLE for the rest', async () => {
    const who = await createUser(plain);
    const status = await plain.app.inject({ method: 'GET', url: '/api/premium/status', headers: who.auth });
    expect(status.json()).toMatchObject({ paymentsEnabled: false, price: null, isPremium: false });
    for (const url of ['/api/premium/checkout', '/api/premium/cancel', '/api/premium/portal']) {
      const res = await plain.app.inject({ method: 'POST', url, headers: who.auth });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
    }
    const hook = await plain.app.inject({ method: 'POST', url: '/api/premium/webhook', payload: {} });
    expect(hook.statusCode).toBe(503);
    const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().paymentsEnabled).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().paymentsEnabled).toBe(true);
  });
});
