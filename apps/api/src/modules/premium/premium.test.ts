import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { requestAs } from '../../../test/agency-cast';
import { createUser, type CreatedUser } from '../../../test/factories';
import {
  failure,
  startStripeServer,
  stripeEnv,
  subscriptionObject,
  type StripeServer,
} from '../../../test/stripe-server';
import { notifications, paymentEvents, premiumSubscriptions, users } from '../../db/schema';

let ctx: TestContext;
let stripe: StripeServer;
let call: ReturnType<typeof requestAs>;
beforeAll(async () => {
  stripe = await startStripeServer();
  ctx = await createTestApp({ env: stripeEnv(stripe) });
  call = requestAs(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});
beforeEach(() => stripe.reset());

const PERIOD_END = Math.floor(Date.parse('2031-06-01T00:00:00Z') / 1000);

const deliver = (event: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/premium/webhook',
    payload: event.payload,
    headers: event.headers,
  });

const completed = (who: CreatedUser, subscription: string, options: { id?: string; created?: number } = {}) =>
  stripe.signedEvent(
    'checkout.session.completed',
    {
      id: `cs_${subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: who.user.id,
      metadata: { userId: who.user.id },
      customer: `cus_${who.user.id.slice(-8)}`,
      subscription,
    },
    options,
  );

const userRow = async (who: CreatedUser) =>
  (await ctx.db.select().from(users).where(eq(users.id, who.user.id)))[0]!;
const noticesOf = (who: CreatedUser, kind: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind as 'premium-started')));

/** A person whose subscription `sub` has been paid for through checkout. */
async function subscriber(sub: string, overrides: Parameters<typeof createUser>[1] = {}) {
  const who = await createUser(ctx, { language: 'en', ...overrides });
  expect((await deliver(completed(who, sub))).statusCode).toBe(200);
  return who;
}

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
    const who = await subscriber('sub_again');
    await deliver(stripe.signedEvent('customer.subscription.deleted', subscriptionObject('sub_again')));
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
    const paying = await subscriber('sub_409');
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

describe('POST /api/premium/webhook', () => {
  it('turns premium on for the reference of a completed checkout, once, and tells the person', async () => {
    const who = await createUser(ctx, { language: 'en' });
    const event = completed(who, 'sub_on', { id: 'evt_on' });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(await userRow(who)).toMatchObject({ isPremium: true, premiumUntil: null });
    const [row] = await ctx.db
      .select()
      .from(premiumSubscriptions)
      .where(eq(premiumSubscriptions.userId, who.user.id));
    expect(row).toMatchObject({
      customerId: `cus_${who.user.id.slice(-8)}`,
      subscriptionId: 'sub_on',
      status: 'active',
    });
    expect(await noticesOf(who, 'premium-started')).toMatchObject([
      { title: 'Premium is on', link: '/premium' },
    ]);

    // A redelivery of the same event answers 200 and changes nothing.
    await ctx.db.update(users).set({ isPremium: false }).where(eq(users.id, who.user.id));
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await userRow(who)).isPremium).toBe(false);
    expect(await noticesOf(who, 'premium-started')).toHaveLength(1);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_on'))).toHaveLength(1);
  });

  it('applies one event delivered twice at the same moment once', async () => {
    const who = await createUser(ctx, { language: 'en' });
    const event = completed(who, 'sub_twice');
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await noticesOf(who, 'premium-started')).toHaveLength(1);
  });

  it('refuses a forged, unsigned, or old signature with 400 and changes nothing', async () => {
    const who = await createUser(ctx);
    const forged = stripe.signedEvent('checkout.session.completed', {}, { secret: 'whsec_someone_else' });
    const real = completed(who, 'sub_forged');
    const cases = [
      { payload: real.payload, headers: forged.headers },
      { payload: real.payload, headers: { 'content-type': 'application/json' } },
      { payload: real.payload.replace('"paid"', '"unpaid"'), headers: real.headers },
      completed(who, 'sub_old', { created: 1 }),
    ];
    const old = stripe.signedEvent('checkout.session.completed', JSON.parse(real.payload).data.object, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const delivery of [...cases.slice(0, 3), old]) {
      const res = await deliver(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect((await userRow(who)).isPremium).toBe(false);
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/premium/webhook',
      payload: 'not json at all',
      headers: { 'content-type': 'text/plain' },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('keeps renewsAt and cancelAtPeriodEnd from subscription updates, ignoring an older one that arrives late', async () => {
    const who = await subscriber('sub_upd');
    const now = Math.floor(Date.now() / 1000);
    const newer = stripe.signedEvent(
      'customer.subscription.updated',
      subscriptionObject('sub_upd', { periodEnd: PERIOD_END, cancelAtPeriodEnd: true }),
      { created: now },
    );
    const older = stripe.signedEvent(
      'customer.subscription.updated',
      subscriptionObject('sub_upd', { periodEnd: PERIOD_END - 86_400 * 30 }),
      { created: now - 60 },
    );
    expect((await deliver(newer)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    expect((await call(who, 'GET', '/api/premium/status')).json()).toMatchObject({
      isPremium: true,
      source: 'subscription',
      renewsAt: '2031-06-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
      until: null,
    });
  });

  it('keeps a subscription state that arrives before its checkout confirmation', async () => {
    const who = await createUser(ctx);
    const early = stripe.signedEvent(
      'customer.subscription.created',
      subscriptionObject('sub_early', { userId: who.user.id, periodEnd: PERIOD_END }),
    );
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await userRow(who)).isPremium).toBe(false);
    await deliver(completed(who, 'sub_early'));
    expect((await call(who, 'GET', '/api/premium/status')).json()).toMatchObject({
      isPremium: true,
      source: 'subscription',
      renewsAt: '2031-06-01T00:00:00.000Z',
    });
  });

  it('turns premium off when the subscription is deleted, and a late confirmation does not turn it back on', async () => {
    const who = await subscriber('sub_end');
    const res = await deliver(
      stripe.signedEvent('customer.subscription.deleted', subscriptionObject('sub_end')),
    );
    expect(res.statusCode).toBe(200);
    expect((await userRow(who)).isPremium).toBe(false);
    expect(await noticesOf(who, 'premium-ended')).toMatchObject([{ title: 'Premium ended' }]);
    await deliver(completed(who, 'sub_end'));
    await deliver(
      stripe.signedEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_end', { userId: who.user.id }),
      ),
    );
    expect((await userRow(who)).isPremium).toBe(false);
    expect((await call(who, 'GET', '/api/premium/status')).json()).toMatchObject({
      isPremium: false,
      source: null,
    });

    // The end delivered before the payment's confirmation: the subscription never turns premium on.
    const other = await createUser(ctx);
    await deliver(
      stripe.signedEvent(
        'customer.subscription.deleted',
        subscriptionObject('sub_first_end', { userId: other.user.id }),
      ),
    );
    await deliver(completed(other, 'sub_first_end'));
    expect((await userRow(other)).isPremium).toBe(false);
    expect(await noticesOf(other, 'premium-started')).toHaveLength(0);
  });

  it('ends premium when an update says the subscription is no longer paid', async () => {
    const who = await subscriber('sub_unpaid');
    await deliver(
      stripe.signedEvent(
        'customer.subscription.updated',
        subscriptionObject('sub_unpaid', { status: 'unpaid' }),
      ),
    );
    expect((await userRow(who)).isPremium).toBe(false);
  });

  it('tells the person when a renewal payment fails', async () => {
    const who = await subscriber('sub_fail');
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: `cus_${who.user.id.slice(-8)}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fail' } },
    };
    expect((await deliver(stripe.signedEvent('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect(await noticesOf(who, 'premium-payment-failed')).toMatchObject([
      { title: 'Payment failed', link: '/premium' },
    ]);
    expect((await userRow(who)).isPremium).toBe(true);
  });

  it('accepts events it does not use, and ignores a checkout for an unknown account', async () => {
    expect((await deliver(stripe.signedEvent('charge.succeeded', { id: 'ch_1' }))).statusCode).toBe(200);
    const ghost = { user: { id: '0190a0a0-0000-7000-8000-000000000000' } } as CreatedUser;
    expect((await deliver(completed(ghost, 'sub_ghost'))).statusCode).toBe(200);
    const malformed = { user: { id: 'not-a-uuid' } } as CreatedUser;
    expect((await deliver(completed(malformed, 'sub_bad'))).statusCode).toBe(200);
  });
});

describe('POST /api/premium/cancel', () => {
  it('cancels at the end of the period and answers the status with the end date', async () => {
    const who = await subscriber('sub_cancel');
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
    await deliver(
      stripe.signedEvent('customer.subscription.updated', subscriptionObject('sub_cancel'), {
        created: Math.floor(Date.now() / 1000) - 120,
      }),
    );
    expect((await call(who, 'GET', '/api/premium/status')).json().cancelAtPeriodEnd).toBe(true);
  });

  it("answers 502 with SPEC.md's text when Stripe fails, and 409 without a subscription", async () => {
    const who = await subscriber('sub_cancel_fail');
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
    const who = await subscriber('sub_portal');
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
    const who = await subscriber('sub_admin');
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
    expect((await userRow(who)).isPremium).toBe(true);
    expect(await noticesOf(who, 'premium-ended')).toHaveLength(0);
  });

  it('a subscription paid during a manual grant takes it over: no end date, no second notice', async () => {
    const who = await createUser(ctx, {
      isPremium: true,
      premiumUntil: new Date('2031-01-31T23:59:59.999Z'),
    });
    await deliver(completed(who, 'sub_takeover'));
    expect(await userRow(who)).toMatchObject({ isPremium: true, premiumUntil: null });
    expect(await noticesOf(who, 'premium-started')).toHaveLength(0);
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
