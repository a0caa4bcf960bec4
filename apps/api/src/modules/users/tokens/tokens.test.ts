import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERSONAL_TOKENS_MAX } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createPersonalToken, createTrip, createUser, type CreatedUser } from '../../../../test/factories';
import { personalTokens, users } from '../../../db/schema';
import { scopeNeedOf } from './tokens.policy';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

async function createToken(who: CreatedUser, body: object) {
  return call('POST', '/api/users/tokens', who.auth, body);
}

describe('POST/GET/DELETE /api/users/tokens', () => {
  it('makes a token shown once, lists it without its secret, and revokes it at once', async () => {
    const me = await createUser(ctx);
    const res = await createToken(me, { name: 'Backup script', scopes: ['trips:read', 'expenses:read'] });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      name: 'Backup script',
      scopes: ['expenses:read', 'trips:read'],
      expiresAt: null,
    });
    expect(made.token).toMatch(/^trl_[A-Za-z0-9_-]{43}$/);
    expect(made.hint).toBe(made.token.slice(-4));

    const listed = (await call('GET', '/api/users/tokens', me.auth)).json();
    expect(listed).toEqual([{ ...made, token: undefined }].map(({ token: _t, ...rest }) => rest));
    const [row] = await ctx.db.select().from(personalTokens).where(eq(personalTokens.id, made._id));
    expect(row!.tokenHash).not.toContain(made.token.slice(4));

    expect((await call('GET', '/api/trips', bearer(made.token))).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/tokens/${made._id}`, me.auth)).statusCode).toBe(204);
    const after = await call('GET', '/api/trips', bearer(made.token));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/users/tokens', me.auth)).json()).toEqual([]);
  });

  it.each([
    [{ name: '', scopes: ['trips:read'] }, 'name'],
    [{ name: 'x', scopes: [] }, 'scopes'],
    [{ name: 'x', scopes: ['trips:admin'] }, 'scopes.0'],
    [{ name: 'x', scopes: ['trips:read'], expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
    [{ name: 'x', scopes: ['trips:read'], expiresAt: 'tomorrow' }, 'expiresAt'],
    [{ name: 'x', scopes: ['trips:read'], owner: 'someone' }, 'owner'],
  ])('refuses %j naming %s', async (body, path) => {
    const me = await createUser(ctx);
    const res = await createToken(me, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("another person's token is 404, and revoking it leaves it working", async () => {
    const [me, other] = await Promise.all([createUser(ctx), createUser(ctx)]);
    const theirs = (await createToken(other, { name: 'Theirs', scopes: ['trips:read'] })).json();
    const res = await call('DELETE', `/api/users/tokens/${theirs._id}`, me.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TOKEN_NOT_FOUND');
    expect((await call('DELETE', '/api/users/tokens/not-an-id', me.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/trips', bearer(theirs.token))).statusCode).toBe(200);
  });

  it(`holds at most ${PERSONAL_TOKENS_MAX} live tokens, even when asked for many at once`, async () => {
    const me = await createUser(ctx);
    await ctx.db.insert(personalTokens).values(
      Array.from({ length: PERSONAL_TOKENS_MAX - 2 }, (_, i) => ({
        userId: me.user.id,
        name: `t${i}`,
        scopes: ['trips:read'],
        tokenHash: `hash-${me.user.id}-${i}`,
        hint: 'abcd',
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createToken(me, { name: 'More', scopes: ['trips:read'] })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('TOO_MANY_TOKENS');
  });
});

describe('a personal token at the door', () => {
  it('acts as its holder within its scopes, and records when it was last used', async () => {
    const me = await createUser(ctx);
    const trip = await createTrip(ctx, me);
    const { token } = await createPersonalToken(ctx, me, ['expenses:read']);
    expect((await call('GET', `/api/trips/${trip.id}/expenses`, bearer(token))).statusCode).toBe(200);
    const outside = await call('GET', `/api/trips/${trip.id}`, bearer(token));
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({
      code: 'SCOPE_REQUIRED',
      message: "This access token's scopes do not allow this.",
    });
    const write = await call('POST', `/api/trips/${trip.id}/participants`, bearer(token), { name: 'Ana' });
    expect(write.json().code).toBe('SCOPE_REQUIRED');
    const me2 = (
      await call('GET', '/api/auth/me', bearer((await createPersonalToken(ctx, me, ['profile:read'])).token))
    ).json();
    expect(me2._id).toBe(me.user.id);
    await expect
      .poll(async () => {
        const [row] = await ctx.db.select().from(personalTokens).where(eq(personalTokens.userId, me.user.id));
        return row?.lastUsedAt;
      })
      .toBeInstanceOf(Date);
  });

  it('write includes read of the same area only', async () => {
    const me = await createUser(ctx);
    const trip = await createTrip(ctx, me);
    const { token } = await createPersonalToken(ctx, me, ['trips:write']);
    expect((await call('GET', `/api/trips/${trip.id}`, bearer(token))).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/trips/${trip.id}`, bearer(token), { title: 'By script' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/trips/${trip.id}/expenses`, bearer(token))).json().code).toBe(
      'SCOPE_REQUIRED',
    );
  });

  it('never reaches what only a signed-in session may do, whatever its scopes', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const { token } = await createPersonalToken(ctx, admin);
    for (const [method, url, body] of [
      ['GET', '/api/users/tokens'],
      ['POST', '/api/users/tokens', { name: 'Escalate', scopes: ['trips:write'] }],
      ['GET', '/api/users/sessions'],
      ['PUT', '/api/users/password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/users/two-factor'],
      ['DELETE', '/api/users/me'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/auth/logout-all'],
      ['POST', '/api/premium/checkout', {}],
      ['GET', '/api/calendar/feed-url'],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, bearer(token), body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'SCOPE_REQUIRED']);
    }
  });

  it('is refused once expired, revoked, or its holder suspended', async () => {
    const me = await createUser(ctx);
    const expired = await createPersonalToken(ctx, me);
    await ctx.db
      .update(personalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalTokens.userId, me.user.id));
    expect((await call('GET', '/api/trips', expired.auth)).statusCode).toBe(401);

    const live = await createPersonalToken(ctx, me);
    expect((await call('GET', '/api/trips', live.auth)).statusCode).toBe(200);
    await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, me.user.id));
    expect((await call('GET', '/api/trips', live.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/trips', bearer('trl_made-up'))).statusCode).toBe(401);
  });
});

describe('the scope each route needs (tokens.policy.ts)', () => {
  /** Every route a token never reaches: a new route outside the known areas fails here until placed. */
  const SESSION_ONLY = [
    'DELETE /api/users/me',
    'DELETE /api/users/passkeys/:passkeyId',
    'DELETE /api/users/sessions',
    'DELETE /api/users/sessions/:sessionId',
    'DELETE /api/users/tokens/:tokenId',
    'DELETE /api/users/two-factor',
    'GET /api/calendar/feed-url',
    'GET /api/users/passkeys',
    'GET /api/users/sessions',
    'GET /api/users/tokens',
    'GET /api/users/two-factor',
    'POST /api/auth/logout',
    'POST /api/auth/logout-all',
    'POST /api/calendar/feed-url',
    'POST /api/users/passkeys',
    'POST /api/users/passkeys/options',
    'POST /api/users/tokens',
    'POST /api/users/two-factor',
    'POST /api/users/two-factor/confirm',
    'PUT /api/users/passkeys/:passkeyId',
    'PUT /api/users/password',
  ];

  it('places every private route of the OpenAPI document in an area, or among the session-only ones', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const unplaced: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.length === 0) continue;
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = `${method.toUpperCase()} ${url}`;
        if (scopeNeedOf(method.toUpperCase(), url) === null && !/^\/api\/(admin|premium)\//.test(url)) {
          unplaced.push(route);
        }
      }
    }
    expect(unplaced.sort()).toEqual([...SESSION_ONLY].sort());
  });

  it.each([
    ['GET', '/api/trips/:id', { area: 'trips', access: 'read' }],
    ['PUT', '/api/trips/:id/flights/:flightId', { area: 'trips', access: 'write' }],
    ['POST', '/api/trips/:id/route', { area: 'trips', access: 'read' }],
    ['POST', '/api/ai/trips/:id/itinerary', { area: 'trips', access: 'write' }],
    ['GET', '/api/trips/:id/expenses/summary', { area: 'expenses', access: 'read' }],
    ['DELETE', '/api/trips/:id/participants/:participantId', { area: 'expenses', access: 'write' }],
    ['PUT', '/api/trips/:id/split-presets/:presetId', { area: 'expenses', access: 'write' }],
    ['GET', '/api/notifications', { area: 'profile', access: 'read' }],
    ['GET', '/api/auth/me', { area: 'profile', access: 'read' }],
    [
      'PATCH',
      '/api/agencies/:id/consultants/:consultantId/toggle-status',
      { area: 'agency', access: 'write' },
    ],
    ['GET', '/api/admin/users', null],
  ])('%s %s needs %j', (method, url, need) => {
    expect(scopeNeedOf(method, url)).toEqual(need);
  });
});
