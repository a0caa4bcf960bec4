import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the server made, with Stripe's form-encoded body flattened (`metadata[userId]` → key). */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization?: string;
}

export interface StripeReply {
  status: number;
  body: unknown;
}

type Handler = (call: StripeCall) => StripeReply;

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_trilha';
export const TEST_PRICE_ID = 'price_test_premium';

export const failure = (status = 500, message = 'Something went wrong on Stripe'): StripeReply => ({
  status,
  body: { error: { type: 'api_error', message } },
});

/** A subscription object as Stripe sends it (items carry the period since API 2025-03-31). */
export function subscriptionObject(
  id: string,
  options: {
    customer?: string;
    userId?: string;
    status?: string;
    periodEnd?: number;
    cancelAtPeriodEnd?: boolean;
  } = {},
) {
  const periodEnd = options.periodEnd ?? Math.floor(Date.parse('2031-06-01T00:00:00Z') / 1000);
  return {
    id,
    object: 'subscription',
    customer: options.customer ?? 'cus_test',
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: options.cancelAtPeriodEnd ? periodEnd : null,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: periodEnd }],
    },
  };
}

type Subscription = ReturnType<typeof subscriptionObject>;

/**
 * A local HTTP server speaking the few Stripe calls the server makes, reached through STRIPE_API_URL.
 * Every call is recorded; a test swaps a route's answer with `answer('POST /v1/checkout/sessions', …)`.
 * It keeps the subscriptions a test set (`setSubscription`), as Stripe keeps their current state.
 */
export async function startStripeServer() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, Subscription>();
  const idOf = (call: StripeCall) => call.path.split('/').at(-1)!;
  const defaults: Record<string, Handler> = {
    'GET /v1/prices': () => ({
      status: 200,
      body: {
        id: TEST_PRICE_ID,
        object: 'price',
        currency: 'brl',
        unit_amount: 1990,
        recurring: { interval: 'month', interval_count: 1 },
      },
    }),
    'POST /v1/checkout/sessions': (call) => ({
      status: 200,
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/cs_test_1?ref=${call.form.client_reference_id}`,
      },
    }),
    'GET /v1/subscriptions': (call) => {
      const subscription = subscriptions.get(idOf(call));
      if (subscription) return { status: 200, body: subscription };
      return {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        },
      };
    },
    'POST /v1/subscriptions': (call) => {
      const cancelAtPeriodEnd = call.form.cancel_at_period_end === 'true';
      const known = subscriptions.get(idOf(call));
      const periodEnd = known?.items.data[0]?.current_period_end;
      const subscription = known
        ? {
            ...known,
            cancel_at_period_end: cancelAtPeriodEnd,
            cancel_at: cancelAtPeriodEnd ? periodEnd! : null,
          }
        : subscriptionObject(idOf(call), { cancelAtPeriodEnd });
      subscriptions.set(subscription.id, subscription);
      return { status: 200, body: subscription };
    },
    'POST /v1/billing_portal/sessions': (call) => ({
      status: 200,
      body: {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/session/${call.form.customer}`,
      },
    }),
  };
  let overrides: Record<string, Handler> = {};

  const routeOf = (method: string, path: string) => {
    const parts = path.split('/');
    // '/v1/prices/price_x' and '/v1/subscriptions/sub_x' are keyed without their id.
    const key =
      parts.length > 3 && !path.startsWith('/v1/checkout') && !path.startsWith('/v1/billing_portal')
        ? parts.slice(0, 3).join('/')
        : path;
    return `${method} ${key}`;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const call: StripeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        authorization: req.headers.authorization,
      };
      calls.push(call);
      const key = routeOf(call.method, call.path);
      const handler = overrides[key] ?? defaults[key];
      const reply = handler ? handler(call) : failure(404, `No such route ${key}`);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': 'req_test',
        // Tells the client not to retry a failure, so a failing test answers at once.
        'stripe-should-retry': 'false',
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_builder');

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (key: string) => calls.filter((call) => routeOf(call.method, call.path) === key),
    answer(key: string, handler: Handler) {
      overrides[key] = handler;
    },
    reset() {
      calls.length = 0;
      overrides = {};
      subscriptions.clear();
    },
    /** Stripe's current state of a subscription, which the server reads back. */
    setSubscription(subscription: Subscription) {
      subscriptions.set(subscription.id, subscription);
    },
    /** A webhook delivery as Stripe signs it; `secret` or `timestamp` forge or age it. */
    signedEvent(
      type: string,
      object: unknown,
      options: { id?: string; created?: number; secret?: string; timestamp?: number } = {},
    ) {
      const created = options.created ?? Math.floor(Date.now() / 1000);
      const payload = JSON.stringify({
        id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        type,
        data: { object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? TEST_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
      return { payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/** The environment that points the app at the local server. */
export const stripeEnv = (server: StripeServer) => ({
  STRIPE_SECRET_KEY: 'sk_test_trilha',
  STRIPE_PRICE_ID: TEST_PRICE_ID,
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_API_URL: server.url,
});
