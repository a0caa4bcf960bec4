/**
 * A small stand-in for Stripe's API for the browser journeys (premium.spec.ts), started by Playwright
 * as one more web server; the app reaches it through STRIPE_API_URL. It answers the calls the server
 * makes (price, Checkout Session, reading and cancelling a subscription, billing portal) in Stripe's
 * wire format; a session's subscription (`sub_<session id>`) is active and names its person. It also
 * serves the "checkout page" its sessions point at: Pay goes to the session's success URL, Back to its
 * cancel URL. The journey reads a session (GET /test/sessions/:id) to sign the webhook it then sends.
 *
 * Run: tsx apps/web/e2e/stripe-double.ts (port from STRIPE_DOUBLE_PORT).
 */
import { createServer, type ServerResponse } from 'node:http';

const port = Number(process.env.STRIPE_DOUBLE_PORT ?? 4010);
const base = `http://127.0.0.1:${port}`;
/** A month after today, as the renewal of every subscription here. */
const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 86_400;

const sessions = new Map<string, Record<string, string>>();
const cancelled = new Set<string>();
let counter = 0;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_double' });
  res.end(JSON.stringify(body));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function subscription(id: string) {
  const end = periodEnd();
  const cancelAtPeriodEnd = cancelled.has(id);
  const userId = sessions.get(id.slice(4))?.client_reference_id;
  return {
    id,
    object: 'subscription',
    customer: `cus_${id.slice(4)}`,
    status: 'active',
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: cancelAtPeriodEnd ? end : null,
    metadata: userId ? { userId } : {},
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: end }],
    },
  };
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', base);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /ready') return json(res, 200, { ok: true });
    if (req.method === 'GET' && url.pathname.startsWith('/v1/prices/')) {
      return json(res, 200, {
        id: url.pathname.split('/').at(-1),
        object: 'price',
        currency: 'brl',
        unit_amount: 1990,
        recurring: { interval: 'month', interval_count: 1 },
      });
    }
    if (route === 'POST /v1/checkout/sessions') {
      counter += 1;
      const id = `cs_e2e_${counter}`;
      sessions.set(id, form);
      return json(res, 200, { id, object: 'checkout.session', url: `${base}/checkout/${id}` });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/test/sessions/')) {
      const session = sessions.get(url.pathname.split('/').at(-1)!);
      return session ? json(res, 200, session) : json(res, 404, { error: 'no such session' });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/checkout/')) {
      const id = url.pathname.split('/').at(-1)!;
      const session = sessions.get(id);
      if (!session) return json(res, 404, { error: 'no such session' });
      const success = session.success_url!.replace('{CHECKOUT_SESSION_ID}', id);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Test checkout</h1>` +
          `<p>Trilha premium, R$ 19,90 a month</p>` +
          `<a href="${escapeHtml(success)}">Pay</a> <a href="${escapeHtml(session.cancel_url!)}">Back</a></main></html>`,
      );
    }
    if (url.pathname.startsWith('/v1/subscriptions/')) {
      const id = url.pathname.split('/').at(-1)!;
      if (!sessions.has(id.slice(4))) {
        return json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      if (req.method === 'POST' && form.cancel_at_period_end === 'true') cancelled.add(id);
      return json(res, 200, subscription(id));
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return json(res, 200, { id: 'bps_e2e', object: 'billing_portal.session', url: `${base}/portal` });
    }
    json(res, 404, { error: { type: 'invalid_request_error', message: `No route ${route}` } });
  });
});

server.listen(port, '127.0.0.1', () => console.log(`Stripe double on ${base}`));
