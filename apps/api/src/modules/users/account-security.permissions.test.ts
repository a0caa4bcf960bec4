import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';

/**
 * The account's own sessions and second factor (issue 34) × each role and anonymous: every signed-in
 * account manages its own, whatever its role; anonymous gets 401. The sign-in's second step is public
 * and answers to its challenge, not to a session. The table names every such route of the OpenAPI
 * document.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = 'admin' | 'consultant-admin' | 'consultant' | 'user' | 'anonymous';
const CALLERS: Caller[] = ['admin', 'consultant-admin', 'consultant', 'user', 'anonymous'];

/**
 * What a signed-in account without a second factor gets with a plausible body (a confirmation without an
 * enrolment is 409 TWO_FACTOR_NOT_STARTED); anonymous gets `anonymous`.
 */
const ROUTES = [
  { method: 'GET', path: '/api/users/sessions', signedIn: 200, anonymous: 401 },
  { method: 'DELETE', path: '/api/users/sessions?others=true', signedIn: 204, anonymous: 401 },
  // Someone else's (or nobody's) session: never theirs to end.
  {
    method: 'DELETE',
    path: '/api/users/sessions/0190a000-0000-7000-8000-000000000000',
    signedIn: 404,
    anonymous: 401,
  },
  { method: 'GET', path: '/api/users/two-factor', signedIn: 200, anonymous: 401 },
  { method: 'POST', path: '/api/users/two-factor', signedIn: 200, anonymous: 401 },
  {
    method: 'POST',
    path: '/api/users/two-factor/confirm',
    body: { code: '000000' },
    signedIn: 409,
    anonymous: 401,
  },
  { method: 'DELETE', path: '/api/users/two-factor', body: { password: 'x' }, signedIn: 409, anonymous: 401 },
  { method: 'POST', path: '/api/auth/logout', signedIn: 204, anonymous: 401 },
  // Public: refused by its challenge, whoever sends it.
  {
    method: 'POST',
    path: '/api/auth/login/two-factor',
    body: { challenge: 'forged', code: '000000' },
    signedIn: 401,
    anonymous: 401,
  },
] as const;

const documentedPath = (path: string) =>
  path.split('?')[0]!.replace('0190a000-0000-7000-8000-000000000000', '{sessionId}');

describe('account security permissions', () => {
  it('covers every sessions and two-factor route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .filter(
        ([path]) =>
          path.startsWith('/api/users/sessions') ||
          path.startsWith('/api/users/two-factor') ||
          path === '/api/auth/logout' ||
          path === '/api/auth/login/two-factor',
      )
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${documentedPath(route.path)}`).sort(),
    );
  });

  it.each(CALLERS)('answers %s as the table says', async (caller) => {
    for (const route of ROUTES) {
      // A fresh account per route: logging out ends the caller's own session.
      const headers = caller === 'anonymous' ? {} : (await createUser(ctx, { role: caller })).auth;
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
