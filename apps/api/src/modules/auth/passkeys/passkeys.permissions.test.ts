import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createUser } from '../../../../test/factories';
import { SoftAuthenticator } from '../../../../test/soft-authenticator';

/**
 * The passkey routes (issue 34) × each role and anonymous: every signed-in account manages its own
 * passkeys, whatever its role; anonymous gets 401. Signing in with one is public and answers to its
 * challenge, not to a session. The table names every such route of the OpenAPI document.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = 'admin' | 'consultant-admin' | 'consultant' | 'user' | 'anonymous';
const CALLERS: Caller[] = ['admin', 'consultant-admin', 'consultant', 'user', 'anonymous'];

const NOBODYS = '0190a000-0000-7000-8000-000000000000';
/** Well formed answers of the browser, for a challenge nobody issued. */
const key = new SoftAuthenticator('http://trilha.test');
const registration = key.register({ challenge: 'YWJj', rp: { id: 'trilha.test' }, user: { id: 'dXNlcg' } });
const assertion = key.authenticate({ challenge: 'YWJj', rpId: 'trilha.test' });

/** What a signed-in account gets with a plausible body; anonymous gets `anonymous`. */
const ROUTES = [
  { method: 'GET', path: '/api/users/passkeys', signedIn: 200, anonymous: 401 },
  { method: 'POST', path: '/api/users/passkeys/options', signedIn: 200, anonymous: 401 },
  // A challenge the server never issued: 400 PASSKEY_CHALLENGE_EXPIRED.
  {
    method: 'POST',
    path: '/api/users/passkeys',
    body: { name: 'Laptop', response: registration, challenge: 'forged' },
    signedIn: 400,
    anonymous: 401,
  },
  // Someone else's (or nobody's) passkey: never theirs to rename or remove.
  {
    method: 'PUT',
    path: `/api/users/passkeys/${NOBODYS}`,
    body: { name: 'x' },
    signedIn: 404,
    anonymous: 401,
  },
  { method: 'DELETE', path: `/api/users/passkeys/${NOBODYS}`, signedIn: 404, anonymous: 401 },
  // Public: the options for anyone, the sign-in refused by its challenge whoever sends it.
  { method: 'POST', path: '/api/auth/passkey/options', signedIn: 200, anonymous: 200 },
  {
    method: 'POST',
    path: '/api/auth/passkey',
    body: { response: assertion, challenge: 'forged' },
    signedIn: 401,
    anonymous: 401,
  },
] as const;

const documentedPath = (path: string) => path.replace(NOBODYS, '{passkeyId}');

describe('passkey permissions', () => {
  it('covers every passkey route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/users/passkeys') || path.startsWith('/api/auth/passkey'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${documentedPath(route.path)}`).sort(),
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
        `${route.method} ${route.path} ${caller === 'anonymous' ? route.anonymous : route.signedIn}`,
      );
    }
  });
});
