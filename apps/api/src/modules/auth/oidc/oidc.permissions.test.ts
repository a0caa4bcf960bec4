import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createUser } from '../../../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidc-provider';

/**
 * The OpenID Connect sign-in routes (issue 34) × each role and anonymous: all three are public, how
 * someone signs in, and answer to what they carry (the sign-in cookie, the one-time code), never to a
 * session: every caller gets the same. The table names every such route of the OpenAPI document.
 */
let ctx: TestContext;
let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: 'http://trilha.test/api/auth/oidc/callback' });
  ctx = await createTestApp({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

type Caller = 'admin' | 'consultant-admin' | 'consultant' | 'user' | 'anonymous';
const CALLERS: Caller[] = ['admin', 'consultant-admin', 'consultant', 'user', 'anonymous'];

/** What anyone gets: the start redirects to the provider, a callback without its cookie goes back to /login. */
const ROUTES = [
  { method: 'GET', path: '/api/auth/oidc/start', status: 302, location: /^http:\/\/127\.0\.0\.1:\d+\// },
  {
    method: 'GET',
    path: '/api/auth/oidc/callback?code=x&state=y',
    status: 302,
    location: /^http:\/\/trilha\.test\/login\?oidcError=OIDC_STATE_INVALID$/,
  },
  { method: 'POST', path: '/api/auth/oidc/exchange', body: { code: 'forged' }, status: 401 },
] as const;

describe('OpenID Connect sign-in permissions', () => {
  it('covers every OpenID Connect route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/auth/oidc'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${route.path.split('?')[0]}`).sort(),
    );
  });

  it.each(CALLERS)('answers %s as the table says', async (caller) => {
    const headers = caller === 'anonymous' ? {} : (await createUser(ctx, { role: caller })).auth;
    for (const route of ROUTES) {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.path,
        headers,
        ...('body' in route ? { payload: route.body } : {}),
      });
      expect(`${route.method} ${route.path} ${res.statusCode}`).toBe(
        `${route.method} ${route.path} ${route.status}`,
      );
      if ('location' in route) expect(res.headers.location).toMatch(route.location);
    }
  });
});
