import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';

const CLIENT_ID = 'trilha-test.apps.googleusercontent.com';
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let ctx: TestContext;
let jwks: Server;
let googleKey: Key;
let strangerKey: Key;

/** A local stand-in for Google's published key set, serving a key generated here. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  ctx = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID },
    configure: (config) => {
      config.googleJwksUrl = `http://127.0.0.1:${port}/certs`;
    },
  });
  await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  jwks.close();
});

function idToken(
  claims: Record<string, unknown>,
  options: { key?: Key; audience?: string; issuer?: string } = {},
) {
  return new SignJWT({ email_verified: true, name: 'Gabi Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(options.key ?? googleKey);
}

const google = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/google', payload: { idToken: token } });

describe('POST /api/auth/google', () => {
  it('creates the account on first use and signs the same account in later', async () => {
    const token = await idToken({ sub: 'google-1', email: 'Gabi@Gmail.com' });
    const first = await google(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'gabi@gmail.com', name: 'Gabi Google', role: 'user' });
    const second = await google(await idToken({ sub: 'google-1', email: 'gabi@gmail.com' }));
    expect(second.json().user._id).toBe(first.json().user._id);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const { user } = await createUser(ctx);
    const res = await google(await idToken({ sub: 'google-2', email: user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user.id);
  });

  it.each<[string, () => { key?: Key; audience?: string; issuer?: string }]>([
    ['a key Google did not publish', () => ({ key: strangerKey })],
    ['another audience', () => ({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => ({ issuer: 'https://evil.example.com' })],
  ])('refuses a token signed with %s', async (_label, options) => {
    const res = await google(await idToken({ sub: 'google-3', email: 'x@gmail.com' }, options()));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('GOOGLE_TOKEN_INVALID');
  });

  it('refuses an unverified e-mail', async () => {
    const res = await google(await idToken({ sub: 'google-4', email: 'y@gmail.com', email_verified: false }));
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/google when not configured', () => {
  it('answers 503 GOOGLE_UNAVAILABLE and the config hides the button', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { idToken: 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('GOOGLE_UNAVAILABLE');
      const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().googleClientId).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/auth/google with two-step verification', () => {
  it('answers a challenge, and the second step opens a session whose method is google', async () => {
    const { Secret, TOTP } = await import('otpauth');
    const { userTwoFactor } = await import('../../db/schema');
    const secret = new Secret({ size: 20 }).base32;
    const me = await createUser(ctx, { googleSub: 'google-two-factor' });
    await ctx.db.insert(userTwoFactor).values({ userId: me.user.id, secret, enabledAt: new Date() });
    const first = await google(await idToken({ sub: 'google-two-factor', email: me.user.email }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge: first.json().challenge, code },
    });
    expect(second.statusCode, second.body).toBe(200);
    const sessions = await ctx.app.inject({
      url: '/api/users/sessions',
      headers: { authorization: `Bearer ${second.json().token}` },
    });
    expect(sessions.json()).toMatchObject([{ method: 'google', current: true }]);
  });
});
