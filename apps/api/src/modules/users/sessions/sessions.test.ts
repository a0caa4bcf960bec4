import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createUser, type CreatedUser } from '../../../../test/factories';
import { userSessions } from '../../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

/** Signs in with the password from a named browser: the token of a new session. */
async function signIn(who: CreatedUser, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.user.email, password: who.password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid?: string }).sid;

const sessionsOf = async (token: string) => {
  const res = await call('GET', '/api/users/sessions', bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; current: boolean; method: string; userAgent: string | null }[];
};

describe('authentication on every sessions route', () => {
  it.each([
    ['GET', '/api/users/sessions'],
    ['DELETE', '/api/users/sessions?others=true'],
    ['DELETE', '/api/users/sessions/0190a000-0000-7000-8000-000000000000'],
    ['POST', '/api/auth/logout'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/users/sessions', () => {
  it("lists each sign-in with its browser, address and method, the caller's own marked current", async () => {
    const me = await createUser(ctx);
    const laptop = await signIn(me, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15');
    const phone = await signIn(me, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile');
    expect(sidOf(laptop)).toEqual(expect.any(String));
    const list = await sessionsOf(phone);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?._id).toBe(sidOf(phone));
    expect(list.find((s) => !s.current)).toMatchObject({
      _id: sidOf(laptop),
      method: 'password',
      userAgent: expect.stringContaining('Macintosh'),
      ip: '127.0.0.1',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    // Nobody else's sessions, and none of a token from before sessions (the factory's) is current.
    expect((await sessionsOf(me.token)).every((s) => !s.current)).toBe(true);
    const other = await createUser(ctx);
    expect(await sessionsOf(other.token)).toEqual([]);
  });

  it('runs one statement to authenticate a request with a session, and no write while it is fresh', async () => {
    const me = await createUser(ctx);
    const token = await signIn(me);
    ctx.queries.length = 0;
    expect((await call('GET', '/api/auth/me', bearer(token))).statusCode).toBe(200);
    expect(ctx.queries, ctx.queries.join('\n')).toHaveLength(1);
  });

  it('moves lastSeenAt once the hook sees it older than 10 minutes, without making the answer wait', async () => {
    const me = await createUser(ctx);
    const token = await signIn(me);
    const sid = sidOf(token)!;
    const old = new Date(Date.now() - 11 * 60_000);
    await ctx.db.update(userSessions).set({ lastSeenAt: old }).where(eq(userSessions.id, sid));
    expect((await call('GET', '/api/auth/me', bearer(token))).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const [row] = await ctx.db.select().from(userSessions).where(eq(userSessions.id, sid));
        return row!.lastSeenAt.getTime();
      })
      .toBeGreaterThan(old.getTime() + 60_000);
  });
});

describe('DELETE /api/users/sessions/{sessionId}', () => {
  it("signs that session out: its token is refused, the caller's own goes on", async () => {
    const me = await createUser(ctx);
    const kept = await signIn(me);
    const ended = await signIn(me);
    const res = await call('DELETE', `/api/users/sessions/${sidOf(ended)}`, bearer(kept));
    expect(res.statusCode, res.body).toBe(204);
    const refused = await call('GET', '/api/auth/me', bearer(ended));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/auth/me', bearer(kept))).statusCode).toBe(200);
    expect((await sessionsOf(kept)).map((s) => s._id)).toEqual([sidOf(kept)]);
    // Gone already: the same 404 as an unknown one.
    const again = await call('DELETE', `/api/users/sessions/${sidOf(ended)}`, bearer(kept));
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 SESSION_NOT_FOUND for another user's session, an unknown or a malformed id", async () => {
    const me = await createUser(ctx);
    const someone = await createUser(ctx);
    const theirs = await signIn(someone);
    for (const id of [sidOf(theirs), '0190a000-0000-7000-8000-000000000000', 'not-an-id']) {
      const res = await call('DELETE', `/api/users/sessions/${id}`, me.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SESSION_NOT_FOUND');
    }
    expect((await call('GET', '/api/auth/me', bearer(theirs))).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/sessions?others=true', () => {
  it('signs out every other session and keeps the current one', async () => {
    const me = await createUser(ctx);
    const [first, second, current] = [await signIn(me), await signIn(me), await signIn(me)];
    const res = await call('DELETE', '/api/users/sessions?others=true', bearer(current));
    expect(res.statusCode, res.body).toBe(204);
    for (const token of [first, second]) {
      expect((await call('GET', '/api/auth/me', bearer(token))).statusCode).toBe(401);
    }
    expect((await sessionsOf(current)).map((s) => s._id)).toEqual([sidOf(current)]);
  });

  it('answers 400 without others=true', async () => {
    const me = await createUser(ctx);
    for (const url of ['/api/users/sessions', '/api/users/sessions?others=false']) {
      const res = await call('DELETE', url, me.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the current session only', async () => {
    const me = await createUser(ctx);
    const other = await signIn(me);
    const token = await signIn(me);
    expect((await call('POST', '/api/auth/logout', bearer(token))).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', bearer(token))).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', bearer(other))).statusCode).toBe(200);
  });
});

describe('tokens and revocations', () => {
  it('keeps accepting a token from before sessions (no sid) by its token version alone', async () => {
    const me = await createUser(ctx);
    expect(sidOf(me.token)).toBeUndefined();
    expect((await call('GET', '/api/auth/me', me.auth)).statusCode).toBe(200);
    // Its logout has no session to end; signing out everywhere still revokes it.
    expect((await call('POST', '/api/auth/logout', me.auth)).statusCode).toBe(204);
    expect((await call('POST', '/api/auth/logout-all', me.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', me.auth)).statusCode).toBe(401);
  });

  it('refuses a token whose sid is not a session of its account', async () => {
    const me = await createUser(ctx);
    const someone = await createUser(ctx);
    const theirs = sidOf(await signIn(someone));
    const { tokenPayloadFor } = await import('../users.presenter');
    for (const sid of [theirs, '0190a000-0000-7000-8000-000000000000', 'nonsense']) {
      const forged = await ctx.tokens.sign({ ...tokenPayloadFor(me.user), sid });
      expect((await call('GET', '/api/auth/me', bearer(forged))).statusCode).toBe(401);
    }
  });

  it('a password change keeps the current session (with a new token) and ends the others', async () => {
    const me = await createUser(ctx);
    const other = await signIn(me);
    const token = await signIn(me);
    const res = await call('PUT', '/api/users/password', bearer(token), {
      currentPassword: me.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().token as string;
    expect(sidOf(fresh)).toBe(sidOf(token));
    expect((await call('GET', '/api/auth/me', bearer(fresh))).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', bearer(other))).statusCode).toBe(401);
    expect((await sessionsOf(fresh)).map((s) => s._id)).toEqual([sidOf(token)]);
  });

  it('signing out everywhere ends every session', async () => {
    const me = await createUser(ctx);
    const token = await signIn(me);
    await signIn(me);
    expect((await call('POST', '/api/auth/logout-all', bearer(token))).statusCode).toBe(204);
    const rows = await ctx.db.select().from(userSessions).where(eq(userSessions.userId, me.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });
});
