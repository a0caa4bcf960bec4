import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../test/app';
import { createUser, uniqueEmail } from '../../../test/factories';
import { tokenPayloadFor } from '../users/users.presenter';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('makes the first account the admin and later ones users, each signed in', async () => {
    const first = await post('/api/auth/register', {
      name: 'Ana',
      email: 'ANA@Example.com',
      password: 'longenough1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({
      email: 'ana@example.com',
      role: 'admin',
      isAdmin: true,
      status: 'active',
    });
    expect(first.json().token).toEqual(expect.any(String));

    const second = await post('/api/auth/register', {
      name: 'Bruno',
      email: uniqueEmail(),
      password: 'longenough1',
      language: 'es-AR',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().user).toMatchObject({ role: 'user', isAdmin: false, settings: { language: 'es' } });
    expect(second.json().user).not.toHaveProperty('passwordHash');

    // The administrator is told so once, in their language, with the way to the admin panel.
    const bell = (token: string) =>
      ctx.app.inject({ url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });
    const told = (await bell(first.json().token)).json();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'platform-admin',
      title: 'Você é o administrador deste Trilha',
      link: '/admin/dashboard',
    });
    expect((await bell(second.json().token)).json()).toEqual([]);
  });

  it('answers 409 EMAIL_EXISTS for an e-mail taken in any case', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', { name: 'One', email, password: 'longenough1' });
    const again = await post('/api/auth/register', {
      name: 'Two',
      email: email.toUpperCase(),
      password: 'longenough1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_EXISTS', error: 'Conflict' });
  });

  it('answers 400 with translated details for bad input', async () => {
    const res = await post(
      '/api/auth/register',
      { name: ' ', email: 'nope', password: 'short' },
      { 'accept-language': 'pt-BR' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Campo obrigatório' });
    expect(res.json().details).toEqual([
      { path: 'name', message: 'Campo obrigatório' },
      { path: 'email', message: 'Informe um e-mail válido.' },
      { path: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);
  });

  it('refuses passwords over 128 characters and accepts 64', async () => {
    const long = await post('/api/auth/register', {
      name: 'L',
      email: uniqueEmail(),
      password: 'x'.repeat(129),
    });
    expect(long.statusCode).toBe(400);
    const ok = await post('/api/auth/register', {
      name: 'L',
      email: uniqueEmail(),
      password: 'x'.repeat(64),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});

describe('POST /api/auth/register with sign-up approval on', () => {
  it('creates a pending account without a token, which cannot sign in yet', async () => {
    const approval = await createTestApp({ env: { SIGNUP_APPROVAL: 'true' } });
    try {
      await createUser(approval, { role: 'admin' });
      const email = uniqueEmail();
      const res = await approval.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Pending', email, password: 'longenough1' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ pending: true, user: { status: 'pending' } });
      expect(res.json()).not.toHaveProperty('token');
      const login = await approval.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'longenough1' },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe('ACCOUNT_PENDING');
    } finally {
      await approval.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and returns the API.md token payload', async () => {
    const { user, password } = await createUser(ctx);
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const [, payload] = res.json().token.split('.');
    expect(Object.keys(JSON.parse(Buffer.from(payload, 'base64url').toString())).sort()).toEqual(
      // `sid`: the session the sign-in opened (issue 34), beside API.md's fields.
      ['_id', 'email', 'exp', 'iat', 'isAdmin', 'isPremium', 'name', 'role', 'settings', 'sid', 'ver'].sort(),
    );
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { user } = await createUser(ctx);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('refuses a suspended account only after the password is right', async () => {
    const { user, password } = await createUser(ctx, { status: 'suspended' });
    expect((await post('/api/auth/login', { email: user.email, password: 'wrong one' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    const res = await post('/api/auth/login', { email: user.email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('answers 400 when a field is missing', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'password', message: 'Required Field' }]);
  });
});

describe('rate limits', () => {
  it('limits login attempts per e-mail, then per address, with a clear 429', async () => {
    const limited = await createTestApp({
      rateLimits: { loginPerEmail: { max: 3, window: 60_000 }, loginPerIp: { max: 5, window: 60_000 } },
    });
    try {
      const attempt = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'whatever1' },
        });
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) expect((await attempt(email)).statusCode).toBe(401);
      const blocked = await attempt(email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Too many'),
      });
      expect((await attempt(uniqueEmail())).statusCode).toBe(401);
      expect((await attempt(uniqueEmail())).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits reset requests per e-mail', async () => {
    const limited = await createTestApp({ rateLimits: { resetPerEmail: { max: 2, window: 60_000 } } });
    try {
      const email = uniqueEmail();
      const ask = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/auth/me and the session token', () => {
  const me = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  it('answers the current user fresh from the database', async () => {
    const { user, auth } = await createUser(ctx, { name: 'Carla' });
    const res = await me(auth.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, name: 'Carla', role: 'user', agencyId: null });
  });

  it('answers 401 UNAUTHENTICATED without a token or with a bad one', async () => {
    expect((await me()).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await me('Bearer not.a.token')).statusCode).toBe(401);
    expect((await me('Basic abc')).statusCode).toBe(401);
  });

  it('refuses a token with alg none or signed with another secret', async () => {
    const { user } = await createUser(ctx);
    const unsigned = new UnsecuredJWT({ ...tokenPayloadFor(user) })
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await me(`Bearer ${unsigned}`)).json().code).toBe('UNAUTHENTICATED');
    const forged = await new SignJWT({ ...tokenPayloadFor(user) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(`Bearer ${forged}`)).json().code).toBe('UNAUTHENTICATED');
  });

  it('answers the expired-token 401 with the exact message the web app logs out on', async () => {
    const { user } = await createUser(ctx);
    const expired = await new SignJWT({ ...tokenPayloadFor(user) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await me(`Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'TOKEN_EXPIRED',
      error: 'Unauthorized',
      message: 'El token ha expirado',
    });
  });

  it('refuses, as no session at all, a token signed with the right secret but without exp or iat', async () => {
    const { user } = await createUser(ctx);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ ...tokenPayloadFor(user) }).setProtectedHeader({ alg: 'HS256' })).sign(key);
    const forever = await signed((jwt) => jwt.setIssuedAt());
    const undated = await signed((jwt) => jwt.setExpirationTime('1h'));
    const whole = await signed((jwt) => jwt.setIssuedAt().setExpirationTime('1h'));
    for (const token of [forever, undated]) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await me(`Bearer ${whole}`)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every token issued so far', async () => {
    const { user, auth, password } = await createUser(ctx);
    const other = (await post('/api/auth/login', { email: user.email, password })).json().token;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: auth });
    expect(res.statusCode).toBe(204);
    for (const token of [auth.authorization, `Bearer ${other}`]) {
      const after = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: token },
      });
      expect(after.statusCode).toBe(401);
    }
    const fresh = (await post('/api/auth/login', { email: user.email, password })).json().token;
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });
});
