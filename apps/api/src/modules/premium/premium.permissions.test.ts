import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { startStripeServer, stripeEnv, type StripeServer } from '../../../test/stripe-server';

/**
 * Every premium route × each role and anonymous. Premium is a traveller's plan, but any signed-in
 * account may look at or buy it (staff included: the flag is per account); the webhook alone is public
 * and answers to its signature, not to a session. The table names every /api/premium route.
 */
let ctx: TestContext;
let stripe: StripeServer;
beforeAll(async () => {
  stripe = await startStripeServer();
  ctx = await createTestApp({ env: stripeEnv(stripe) });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

type Caller = 'admin' | 'consultant-admin' | 'consultant' | 'user' | 'anonymous';
const CALLERS: Caller[] = ['admin', 'consultant-admin', 'consultant', 'user', 'anonymous'];

/** What a free, signed-in account without a subscription gets; anonymous gets `anonymous`. */
const ROUTES = [
  { method: 'GET', path: '/api/premium/status', signedIn: 200, anonymous: 401 },
  { method: 'POST', path: '/api/premium/checkout', signedIn: 200, anonymous: 401 },
  { method: 'POST', path: '/api/premium/cancel', signedIn: 409, anonymous: 401 },
  { method: 'POST', path: '/api/premium/portal', signedIn: 409, anonymous: 401 },
  // Unsigned: refused by its signature check, whoever sends it.
  { method: 'POST', path: '/api/premium/webhook', signedIn: 400, anonymous: 400 },
] as const;

describe('premium permissions', () => {
  it('covers every premium route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/premium'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(CALLERS)('answers %s as the table says', async (caller) => {
    const headers = caller === 'anonymous' ? {} : (await createUser(ctx, { role: caller })).auth;
    for (const route of ROUTES) {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(`${route.method} ${route.path} ${res.statusCode}`).toBe(
        `${route.method} ${route.path} ${caller === 'anonymous' ? route.anonymous : route.signedIn}`,
      );
    }
  });
});
