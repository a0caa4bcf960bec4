import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createUser } from '../../../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidc-provider';
import { userIdentities, userTwoFactor } from '../../../db/schema';

const APP_URL = 'http://trilha.test';
let ctx: TestContext;
let provider: TestOidcProvider;
let people = 0;

const envFor = (provider: TestOidcProvider, extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_NAME: 'Authentik',
  ...extra,
});

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${APP_URL}/api/auth/oidc/callback` });
  ctx = await createTestApp({ env: envFor(provider) });
  // The platform's admin exists: the people signing in below get ordinary accounts.
  await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

/** A new person at the provider, under a subject of their own. */
function person(claims: { email?: string; email_verified?: boolean; name?: string }) {
  people += 1;
  const subject = `person-${people}-${Date.now()}`;
  provider.people.set(subject, claims);
  return subject;
}
const uniqueAddress = (label: string) => `${label}-${people}-${Date.now()}@sso.example.com`;

async function start(app: TestContext, query = '') {
  const res = await app.app.inject({ method: 'GET', url: `/api/auth/oidc/start${query}` });
  expect(res.statusCode, res.body).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'trilha_oidc');
  expect(cookie).toBeDefined();
  return { url: res.headers.location as string, cookie: `trilha_oidc=${cookie!.value}`, res };
}

const callback = (app: TestContext, answer: URL, cookie?: string) =>
  app.app.inject({
    method: 'GET',
    url: `/api/auth/oidc/callback${answer.search}`,
    headers: cookie ? { cookie } : {},
  });

/** Start, the provider's pages as `subject`, then our callback: its redirect. */
async function signInAs(subject: string, query = '', app = ctx) {
  const started = await start(app, query);
  return callback(app, await provider.signIn(started.url, subject), started.cookie);
}

const landing = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string);
};
const fragmentOf = (res: LightMyRequestResponse) => new URLSearchParams(landing(res).hash.slice(1));
const refusalOf = (res: LightMyRequestResponse) => {
  const url = landing(res);
  expect(url.pathname).toBe('/login');
  return url.searchParams.get('oidcError');
};

const exchange = (code: string, app = ctx) =>
  app.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code } });

async function signedInAs(subject: string) {
  const res = await exchange(fragmentOf(await signInAs(subject)).get('code')!);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { user: { _id: string; email: string; name: string }; token: string };
}

describe('GET /api/auth/oidc/start', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce kept in a signed cookie', async () => {
    const { url, res } = await start(ctx, '?next=%2Ftrips%2Fabc');
    const authorization = new URL(url);
    expect(authorization.origin).toBe(provider.issuer);
    const params = authorization.searchParams;
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/api/auth/oidc/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === 'trilha_oidc')!;
    expect(cookie).toMatchObject({ path: '/api/auth/oidc', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // The verifier travels signed, never in the clear to the provider.
    expect(url).not.toContain(
      JSON.parse(Buffer.from(cookie.value.split('.')[0]!, 'base64url').toString()).verifier,
    );
  });
});

describe('signing in through the provider', () => {
  it('opens an account on a first sign-in, then a session whose method is oidc', async () => {
    const email = uniqueAddress('nova');
    const subject = person({ email, email_verified: true, name: 'Nova Pessoa' });
    const fragment = fragmentOf(await signInAs(subject, '?next=%2Ftrips%2Fabc&language=es'));
    expect(fragment.get('next')).toBe('/trips/abc');
    const res = await exchange(fragment.get('code')!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: 'Nova Pessoa', role: 'user', status: 'active' });
    expect(res.json().user.settings.language).toBe('es');
    const sessions = await ctx.app.inject({
      url: '/api/users/sessions',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(sessions.json()).toMatchObject([{ method: 'oidc', current: true }]);
    const [identity] = await ctx.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
    expect(identity).toMatchObject({ userId: res.json().user._id, issuer: provider.issuer, email });
  });

  it('links an existing account with the e-mail the provider verified', async () => {
    const { user } = await createUser(ctx, { email: uniqueAddress('existing') });
    const subject = person({ email: user.email.toUpperCase(), email_verified: true, name: 'Someone Else' });
    const signedIn = await signedInAs(subject);
    expect(signedIn.user._id).toBe(user.id);
    // The account keeps its own name.
    expect(signedIn.user.name).toBe(user.name);
  });

  it('never links an existing account to an e-mail the provider did not verify', async () => {
    const { user } = await createUser(ctx, { email: uniqueAddress('victim') });
    for (const claims of [{ email: user.email }, { email: user.email, email_verified: false }]) {
      const subject = person(claims);
      expect(refusalOf(await signInAs(subject))).toBe('OIDC_EMAIL_UNVERIFIED');
      const links = await ctx.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
      expect(links).toEqual([]);
    }
  });

  it('opens no account for an e-mail the provider did not verify', async () => {
    const address = uniqueAddress('unverified');
    const subject = person({ email: address, email_verified: false, name: 'Nobody Checked' });
    expect(refusalOf(await signInAs(subject))).toBe('OIDC_EMAIL_UNVERIFIED');
    expect(await ctx.db.select().from(userIdentities).where(eq(userIdentities.subject, subject))).toEqual([]);
  });

  it('refuses a person the provider gives no e-mail for', async () => {
    expect(refusalOf(await signInAs(person({ name: 'No Mail' })))).toBe('OIDC_EMAIL_MISSING');
  });

  it('signs the same account in by its subject after the e-mail changed at the provider', async () => {
    const subject = person({ email: uniqueAddress('before'), email_verified: true, name: 'Mover' });
    const first = await signedInAs(subject);
    const changed = uniqueAddress('after');
    provider.people.set(subject, { email: changed, email_verified: false, name: 'Mover' });
    const second = await signedInAs(subject);
    expect(second.user._id).toBe(first.user._id);
    const [identity] = await ctx.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
    expect(identity!.email).toBe(changed);
  });

  it('takes a one-time code once, and no forged one', async () => {
    const subject = person({ email: uniqueAddress('once'), email_verified: true });
    const code = fragmentOf(await signInAs(subject)).get('code')!;
    expect((await exchange(code)).statusCode).toBe(200);
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('OIDC_CODE_INVALID');
    const forged = await exchange(`${code.slice(0, -4)}AAAA`);
    expect(forged.json().code).toBe('OIDC_CODE_INVALID');
  });

  it('asks an account with two-step verification for its code, whatever the provider asked', async () => {
    const { Secret, TOTP } = await import('otpauth');
    const secret = new Secret({ size: 20 }).base32;
    const { user } = await createUser(ctx, { email: uniqueAddress('guarded') });
    await ctx.db.insert(userTwoFactor).values({ userId: user.id, secret, enabledAt: new Date() });
    const subject = person({ email: user.email, email_verified: true });
    const first = await exchange(fragmentOf(await signInAs(subject)).get('code')!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: {
        challenge: first.json().challenge,
        code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
      },
    });
    expect(second.statusCode, second.body).toBe(200);
    const sessions = await ctx.app.inject({
      url: '/api/users/sessions',
      headers: { authorization: `Bearer ${second.json().token}` },
    });
    expect(sessions.json()).toMatchObject([{ method: 'oidc', current: true }]);
  });

  it('refuses a suspended account, as a password sign-in does', async () => {
    const { user } = await createUser(ctx, { email: uniqueAddress('suspended'), status: 'suspended' });
    expect(refusalOf(await signInAs(person({ email: user.email, email_verified: true })))).toBe(
      'ACCOUNT_SUSPENDED',
    );
  });

  it('lands on the trips for a next that is not a path of this site', async () => {
    const subject = person({ email: uniqueAddress('next'), email_verified: true });
    for (const next of ['//evil.example/trips', 'https://evil.example', '/\\evil.example']) {
      const fragment = fragmentOf(await signInAs(subject, `?next=${encodeURIComponent(next)}`));
      expect(fragment.get('code')).toBeTruthy();
      expect(fragment.has('next')).toBe(false);
    }
  });
});

describe('GET /api/auth/oidc/callback refusals', () => {
  it('brings the person back to /login when the answer is not to a sign-in this browser started', async () => {
    const subject = person({ email: uniqueAddress('state'), email_verified: true });
    const started = await start(ctx);
    const answer = await provider.signIn(started.url, subject);
    const tampered = new URL(answer);
    tampered.searchParams.set('state', 'someone-elses-state');
    expect(refusalOf(await callback(ctx, tampered, started.cookie))).toBe('OIDC_STATE_INVALID');
    // Without the cookie (another browser, or more than 10 minutes later).
    expect(refusalOf(await callback(ctx, answer))).toBe('OIDC_STATE_INVALID');
    // A cookie whose signature does not match.
    expect(refusalOf(await callback(ctx, answer, `${started.cookie.slice(0, -3)}xyz`))).toBe(
      'OIDC_STATE_INVALID',
    );
  });

  it('clears the sign-in cookie, so its answer is taken once', async () => {
    const subject = person({ email: uniqueAddress('cleared'), email_verified: true });
    const started = await start(ctx);
    const answer = await provider.signIn(started.url, subject);
    const first = await callback(ctx, answer, started.cookie);
    expect(fragmentOf(first).get('code')).toBeTruthy();
    expect(first.cookies.find((c) => c.name === 'trilha_oidc')?.value).toBe('');
    // The provider's code was spent: the same answer again fails at the provider.
    expect(refusalOf(await callback(ctx, answer, started.cookie))).toBe('OIDC_FAILED');
  });

  it('says so when the person cancels at the provider', async () => {
    const started = await start(ctx);
    const answer = await provider.signIn(started.url, person({ email: uniqueAddress('no') }), { deny: true });
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expect(refusalOf(await callback(ctx, answer, started.cookie))).toBe('OIDC_DENIED');
  });
});

describe('OIDC_ONLY with sign-up approval', () => {
  let only: TestContext;
  beforeAll(async () => {
    only = await createTestApp({ env: envFor(provider, { OIDC_ONLY: 'true', SIGNUP_APPROVAL: 'true' }) });
    await createUser(only, { role: 'admin' });
  });
  afterAll(() => only.close());

  it('refuses password sign-in, sign-up, resets and Google with 403 PASSWORD_SIGN_IN_DISABLED', async () => {
    const { user, password } = await createUser(only);
    const calls = [
      { url: '/api/auth/login', payload: { email: user.email, password } },
      {
        url: '/api/auth/register',
        payload: { name: 'New', email: uniqueAddress('reg'), password: 'long enough' },
      },
      { url: '/api/auth/request-password-reset', payload: { email: user.email } },
      { url: '/api/auth/reset-password', payload: { token: 'x', password: 'long enough' } },
      { url: '/api/auth/google', payload: { idToken: 'x' } },
      // Passkeys are the server's own credentials too.
      { url: '/api/auth/passkey/options', payload: {} },
      { url: '/api/users/passkeys/options', payload: {}, headers: (await createUser(only)).auth },
    ];
    for (const call of calls) {
      const headers = { ...('headers' in call ? call.headers : {}), 'accept-language': 'pt' };
      const res = await only.app.inject({ method: 'POST', url: call.url, payload: call.payload, headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_SIGN_IN_DISABLED',
        message: 'Este servidor aceita apenas o login único (SSO).',
      });
    }
    const config = await only.app.inject({ url: '/api/config' });
    expect(config.json().oidc).toEqual({ name: 'Authentik', only: true });
  });

  it('opens the account and says it waits for approval, then still refuses it at the exchange', async () => {
    const subject = person({ email: uniqueAddress('pending'), email_verified: true, name: 'Paciente' });
    expect(refusalOf(await signInAs(subject, '', only))).toBe('ACCOUNT_PENDING');
    const again = await signInAs(subject, '', only);
    expect(refusalOf(again)).toBe('ACCOUNT_PENDING');
  });
});

describe('a provider that cannot be reached', () => {
  it('lets the server start and answers 503 OIDC_UNAVAILABLE at the button', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createTestApp({
      env: { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: 'trilha' },
    });
    try {
      expect((await offline.app.inject({ url: '/api/config' })).json().oidc).toEqual({
        name: 'SSO',
        only: false,
      });
      const res = await offline.app.inject({
        url: '/api/auth/oidc/start',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'OIDC_UNAVAILABLE',
        message: expect.stringMatching(/not available/),
      });
      // A browser following the button is brought back to the sign-in page instead, told why.
      const navigation = await offline.app.inject({
        url: '/api/auth/oidc/start',
        headers: { 'sec-fetch-mode': 'navigate' },
      });
      expect(refusalOf(navigation)).toBe('OIDC_UNAVAILABLE');
      // Password sign-in is unaffected.
      const { user, password } = await createUser(offline);
      const login = await offline.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });

  it('answers 503 on every route, and null in the configuration, when no provider is configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/config' })).json().oidc).toBeNull();
      expect((await plain.app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(503);
      const back = await plain.app.inject({ url: '/api/auth/oidc/callback?code=x&state=y' });
      expect(new URL(back.headers.location as string).searchParams.get('oidcError')).toBe('OIDC_UNAVAILABLE');
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/oidc/exchange',
        payload: { code: 'x' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});

describe('rate limits', () => {
  it('counts each route per client address, as sign-ins are', async () => {
    const limited = await createTestApp({ rateLimits: { loginPerIp: { max: 2, window: 60_000 } } });
    try {
      for (const call of [
        { method: 'GET' as const, url: '/api/auth/oidc/start' },
        { method: 'GET' as const, url: '/api/auth/oidc/callback?code=x&state=y' },
        { method: 'POST' as const, url: '/api/auth/oidc/exchange', payload: { code: 'x' } },
      ]) {
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expect((await limited.app.inject(call)).statusCode, call.url).not.toBe(429);
        }
        const refused = await limited.app.inject(call);
        expect(refused.statusCode, call.url).toBe(429);
        expect(refused.json().code).toBe('RATE_LIMITED');
      }
    } finally {
      await limited.close();
    }
  });
});
