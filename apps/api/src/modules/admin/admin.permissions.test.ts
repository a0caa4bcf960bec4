import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { agencyCast } from '../../../test/agency-cast';
import { createPersonalToken, createUser, type CreatedUser } from '../../../test/factories';
import { outgoingMail } from '../../db/schema';

/**
 * Every admin route × the platform admin, a consultant-admin, a consultant, a plain user and anonymous:
 * the admin passes the policy, everyone else gets 403 FORBIDDEN (before their input is even read),
 * anonymous 401. The table must name every /api/admin route the OpenAPI document has.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = 'admin' | 'adminByToken' | 'consultantAdmin' | 'consultant' | 'user' | 'anonymous';
/** The admin's personal token, with every scope, is refused too: administration is for a signed-in session. */
const CALLERS: Caller[] = ['admin', 'adminByToken', 'consultantAdmin', 'consultant', 'user', 'anonymous'];

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  /** The OpenAPI path. */
  path: string;
  /** The status an administrator gets. */
  admin: number;
  /** The account (or mail) the route acts on, made fresh for each call: its id. */
  target?: (ctx: TestContext) => Promise<string>;
  body?: object;
}

const pending = async (c: TestContext) => (await createUser(c, { status: 'pending' })).user.id;
const active = async (c: TestContext) => (await createUser(c)).user.id;
const suspended = async (c: TestContext) => (await createUser(c, { status: 'suspended' })).user.id;
const failedMail = async (c: TestContext) => {
  const [row] = await c.db
    .insert(outgoingMail)
    .values({ kind: 'message', recipient: 'x@example.com', subject: 'Hi', payload: {}, state: 'failed' })
    .returning();
  return row!.id;
};

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/admin/stats', admin: 200 },
  { method: 'GET', path: '/api/admin/users', admin: 200 },
  { method: 'GET', path: '/api/admin/premium-users', admin: 200 },
  { method: 'GET', path: '/api/admin/feedback', admin: 200 },
  { method: 'GET', path: '/api/admin/mail', admin: 200 },
  { method: 'POST', path: '/api/admin/mail/{id}/retry', admin: 200, target: failedMail },
  { method: 'POST', path: '/api/admin/users/{id}/approve', admin: 200, target: pending },
  { method: 'POST', path: '/api/admin/users/{id}/reject', admin: 204, target: pending },
  { method: 'POST', path: '/api/admin/users/{id}/suspend', admin: 200, target: active },
  { method: 'POST', path: '/api/admin/users/{id}/reactivate', admin: 200, target: suspended },
  { method: 'PUT', path: '/api/admin/users/{id}', admin: 200, target: active, body: { role: 'user' } },
  { method: 'POST', path: '/api/admin/users/{id}/two-factor/reset', admin: 200, target: active },
  { method: 'GET', path: '/api/admin/settings', admin: 200 },
  { method: 'PUT', path: '/api/admin/settings', admin: 200, body: { twoFactorRequired: 'nobody' } },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}/premium',
    admin: 200,
    target: active,
    body: { isPremium: true },
  },
];

describe('admin permissions', () => {
  it('covers every admin route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });

  for (const route of ROUTES) {
    for (const caller of CALLERS) {
      const expected = caller === 'admin' ? route.admin : caller === 'anonymous' ? 401 : 403;
      it(`${caller} → ${route.method} ${route.path}: ${expected}`, async () => {
        const cast = await agencyCast(ctx);
        const who: Record<Exclude<Caller, 'anonymous'>, Pick<CreatedUser, 'auth'>> = {
          admin: cast.people.admin,
          adminByToken:
            caller === 'adminByToken' ? await createPersonalToken(ctx, cast.people.admin) : cast.people.admin,
          consultantAdmin: cast.people.manager,
          consultant: cast.people.consultant,
          user: cast.people.user,
        };
        const target = await route.target?.(ctx);
        const res = await ctx.app.inject({
          method: route.method,
          url: route.path.replace('{id}', target ?? ''),
          payload: route.body,
          headers: caller === 'anonymous' ? {} : who[caller].auth,
        });
        expect(res.statusCode, res.body).toBe(expected);
        if (expected === 403) {
          expect(res.json().code).toBe(caller === 'adminByToken' ? 'SCOPE_REQUIRED' : 'FORBIDDEN');
        }
      });
    }
  }

  it('refuses a non-admin before reading their input', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/users/not-an-id/premium',
      payload: { isPremium: 'yes', extra: 1 },
      headers: user.auth,
    });
    expect(res.statusCode).toBe(403);
  });
});
