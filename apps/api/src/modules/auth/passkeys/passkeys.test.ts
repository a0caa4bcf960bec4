import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { userPasskeys, users } from '../../../db/schema';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../../test/app';
import { createUser, type CreatedUser } from '../../../../test/factories';
import { SoftAuthenticator } from '../../../../test/soft-authenticator';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The test app's APP_URL. */
const ORIGIN = 'http://trilha.test';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

interface Options {
  options: { challenge: string; rp: { id: string; name: string }; user: { id: string } } & Record<
    string,
    unknown
  >;
  challenge: string;
}

async function registrationOptions(who: CreatedUser): Promise<Options> {
  const res = await call('POST', '/api/users/passkeys/options', who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Adds a passkey of `key` to `who`'s account through the API. */
async function addPasskey(who: CreatedUser, key: SoftAuthenticator, name = 'Laptop') {
  const { options, challenge } = await registrationOptions(who);
  const res = await call('POST', '/api/users/passkeys', who.auth, {
    name,
    response: key.register(options),
    challenge,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; name: string };
}

async function signInOptions(): Promise<{
  options: { challenge: string; rpId: string } & Record<string, unknown>;
  challenge: string;
}> {
  const res = await call('POST', '/api/auth/passkey/options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const passkeyLogin = (payload: object) => call('POST', '/api/auth/passkey', {}, payload);

/** A sign-in with `key`, options and all; `origin` as the browser would report it. */
async function signInWith(key: SoftAuthenticator, origin?: string) {
  const { options, challenge } = await signInOptions();
  return passkeyLogin({ response: key.authenticate(options, { origin }), challenge });
}

/** A challenge token as the server signs them, for a ceremony and an issue time of the test's choosing. */
function forgeChallenge(
  ceremony: 'registration' | 'sign-in',
  challenge: string,
  issuedAt: number,
  userId?: string,
) {
  const key = createHmac('sha256', TEST_JWT_SECRET).update('trilha passkey challenges').digest();
  const jwt = new SignJWT({ challenge, at: issuedAt })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(`trilha:passkey-${ceremony}`)
    .setIssuedAt(Math.floor(issuedAt / 1000))
    .setExpirationTime(Math.floor(issuedAt / 1000) + 300);
  if (userId) jwt.setSubject(userId);
  return jwt.sign(key);
}

describe('authentication on the account’s passkey routes', () => {
  it.each([
    ['GET', '/api/users/passkeys'],
    ['POST', '/api/users/passkeys/options'],
    ['POST', '/api/users/passkeys'],
    ['PUT', '/api/users/passkeys/0190a000-0000-7000-8000-000000000000'],
    ['DELETE', '/api/users/passkeys/0190a000-0000-7000-8000-000000000000'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});

describe('registering a passkey, then signing in with it', () => {
  it('gives options for this account, keeps the passkey, and signs in with it without the password', async () => {
    const me = await createUser(ctx);
    const key = new SoftAuthenticator(ORIGIN);
    const { options, challenge } = await registrationOptions(me);
    expect(options.rp).toEqual({ id: 'trilha.test', name: 'Trilha' });
    expect(options.user).toMatchObject({ name: me.user.email, displayName: me.user.name });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(me.user.id);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(challenge).toEqual(expect.any(String));

    const added = await call('POST', '/api/users/passkeys', me.auth, {
      name: '  MacBook  ',
      response: key.register(options),
      challenge,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      _id: expect.any(String),
      name: 'MacBook',
      createdAt: expect.any(String),
      lastUsedAt: null,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    // The next registration names it to the browser, so one device does not register twice.
    const again = await registrationOptions(me);
    expect(again.options.excludeCredentials).toEqual([
      { id: key.credentialId, type: 'public-key', transports: ['internal'] },
    ]);

    const signInOpts = await signInOptions();
    expect(signInOpts.options.rpId).toBe('trilha.test');
    expect(signInOpts.options.allowCredentials ?? []).toEqual([]);
    expect(signInOpts.options.userVerification).toBe('required');
    const res = await passkeyLogin({
      response: key.authenticate(signInOpts.options),
      challenge: signInOpts.challenge,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user, token } = res.json();
    expect(user.email).toBe(me.user.email);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call('GET', '/api/auth/me', bearer)).json().email).toBe(me.user.email);
    const sessions = (await call('GET', '/api/users/sessions', bearer)).json();
    expect(sessions.find((session: { current: boolean }) => session.current)?.method).toBe('passkey');
    // The browser that signed in becomes one of the account's devices, as with a password.
    expect(res.headers['set-cookie']).toEqual(expect.stringContaining('trilha_device_'));
    const [listed] = (await call('GET', '/api/users/passkeys', me.auth)).json();
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it('keeps several passkeys, oldest first, and records a synced one and its counter', async () => {
    const me = await createUser(ctx);
    const phone = new SoftAuthenticator(ORIGIN, { backedUp: true });
    const key = new SoftAuthenticator(ORIGIN, { countsUses: true });
    await addPasskey(me, phone, 'Phone');
    await addPasskey(me, key, 'Security key');
    const list = (await call('GET', '/api/users/passkeys', me.auth)).json();
    expect(
      list.map((p: { name: string; deviceType: string; backedUp: boolean }) => [
        p.name,
        p.deviceType,
        p.backedUp,
      ]),
    ).toEqual([
      ['Phone', 'multiDevice', true],
      ['Security key', 'singleDevice', false],
    ]);
    expect((await signInWith(key)).statusCode).toBe(200);
    expect((await signInWith(key)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(userPasskeys)
      .where(eq(userPasskeys.credentialId, key.credentialId));
    expect(row?.counter).toBe(2);
    expect((await signInWith(phone)).statusCode).toBe(200);
  });

  it('asks no TOTP code of an account with two-step verification: the passkey is both factors', async () => {
    const me = await createUser(ctx);
    const started = (await call('POST', '/api/users/two-factor', me.auth)).json();
    const code = new TOTP({
      secret: Secret.fromBase32(started.secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    }).generate({
      timestamp: Date.now() - 30_000,
    });
    expect((await call('POST', '/api/users/two-factor/confirm', me.auth, { code })).statusCode).toBe(200);
    // The password alone now asks for the code…
    const password = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: me.user.email, password: me.password },
    );
    expect(password.json()).toMatchObject({ twoFactorRequired: true });
    // …a passkey does not.
    const key = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, key);
    const res = await signInWith(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ email: me.user.email }),
      token: expect.any(String),
    });
  });

  it.each(['pending', 'suspended'] as const)(
    'refuses a %s account as a password sign-in does',
    async (status) => {
      const me = await createUser(ctx);
      const key = new SoftAuthenticator(ORIGIN);
      await addPasskey(me, key);
      await ctx.db.update(users).set({ status }).where(eq(users.id, me.user.id));
      const res = await signInWith(key);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(`ACCOUNT_${status.toUpperCase()}`);
    },
  );
});

describe('POST /api/auth/passkey refusals', () => {
  let me: CreatedUser;
  let key: SoftAuthenticator;
  beforeAll(async () => {
    me = await createUser(ctx);
    key = new SoftAuthenticator(ORIGIN);
    await addPasskey(me, key);
  });

  it('signs in once per challenge: the same answer again is refused', async () => {
    const { options, challenge } = await signInOptions();
    const payload = { response: key.authenticate(options), challenge };
    expect((await passkeyLogin(payload)).statusCode).toBe(200);
    const replay = await passkeyLogin(payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'PASSKEY_CHALLENGE_EXPIRED',
      message: 'This passkey request has expired. Please try again.',
    });
  });

  it('refuses an expired, forged or registration challenge', async () => {
    const expired = await forgeChallenge('sign-in', 'c2lnbi1pbg', Date.now() - 6 * 60_000);
    const registration = (await registrationOptions(me)).challenge;
    for (const challenge of [expired, registration, 'not-a-token']) {
      const res = await passkeyLogin({
        response: key.authenticate({ challenge: 'c2lnbi1pbg', rpId: 'trilha.test' }),
        challenge,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    }
  });

  it('refuses a passkey no account has', async () => {
    const res = await signInWith(new SoftAuthenticator(ORIGIN));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_NOT_RECOGNISED');
  });

  it('refuses a bad signature, another origin, and a device that did not verify its user', async () => {
    const { options, challenge } = await signInOptions();
    const answer = key.authenticate(options);
    const forged = new SoftAuthenticator(ORIGIN).authenticate(options).response.signature;
    const badSignature = await passkeyLogin({
      response: { ...answer, response: { ...answer.response, signature: forged } },
      challenge,
    });
    expect(badSignature.statusCode).toBe(401);
    expect(badSignature.json().code).toBe('PASSKEY_INVALID');
    expect((await signInWith(key, 'https://evil.example')).json().code).toBe('PASSKEY_INVALID');

    const unverified = new SoftAuthenticator(ORIGIN, { userVerified: false });
    await addPasskey(me, unverified, 'Old key');
    const res = await signInWith(unverified);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_INVALID');
  });

  it('refuses an answer whose user handle is another account’s', async () => {
    const { options, challenge } = await signInOptions();
    const answer = key.authenticate(options);
    const userHandle = Buffer.from((await createUser(ctx)).user.id).toString('base64url');
    const res = await passkeyLogin({
      response: { ...answer, response: { ...answer.response, userHandle } },
      challenge,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_INVALID');
  });

  it('checks the body: 400 naming the bad fields', async () => {
    const res = await passkeyLogin({
      response: { id: 'not base64!', rawId: 'x', type: 'password', response: {} },
      challenge: '',
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details as { path: string }[]).map((detail) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['response.id', 'response.type', 'response.response.signature', 'challenge']),
    );
  });
});

describe('POST /api/users/passkeys refusals', () => {
  it('refuses an expired challenge, another account’s, and a sign-in challenge', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const { options } = await registrationOptions(me);
    const expired = await forgeChallenge(
      'registration',
      options.challenge,
      Date.now() - 6 * 60_000,
      me.user.id,
    );
    const others = await forgeChallenge('registration', options.challenge, Date.now(), other.user.id);
    const signIn = (await signInOptions()).challenge;
    for (const challenge of [expired, others, signIn]) {
      const res = await call('POST', '/api/users/passkeys', me.auth, {
        name: 'Laptop',
        response: new SoftAuthenticator(ORIGIN).register(options),
        challenge,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    }
  });

  it('refuses an answer made for another origin, and the same passkey twice', async () => {
    const me = await createUser(ctx);
    const key = new SoftAuthenticator(ORIGIN);
    const first = await registrationOptions(me);
    const wrongOrigin = await call('POST', '/api/users/passkeys', me.auth, {
      name: 'Laptop',
      response: key.register(first.options, { origin: 'https://evil.example' }),
      challenge: first.challenge,
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().code).toBe('PASSKEY_REGISTRATION_FAILED');

    await addPasskey(me, key);
    const { options, challenge } = await registrationOptions(me);
    const twice = await call('POST', '/api/users/passkeys', me.auth, {
      name: 'Again',
      response: key.register(options),
      challenge,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_EXISTS');
  });

  it('checks the body: a name is required', async () => {
    const me = await createUser(ctx);
    const { options, challenge } = await registrationOptions(me);
    const res = await call('POST', '/api/users/passkeys', me.auth, {
      name: '   ',
      response: new SoftAuthenticator(ORIGIN).register(options),
      challenge,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'name', message: expect.any(String) }]);
  });
});

describe('PUT and DELETE /api/users/passkeys/{passkeyId}', () => {
  it('renames and removes the caller’s own; a removed passkey signs in no more', async () => {
    const me = await createUser(ctx);
    const key = new SoftAuthenticator(ORIGIN);
    const { _id } = await addPasskey(me, key);
    const renamed = await call('PUT', `/api/users/passkeys/${_id}`, me.auth, { name: 'Work laptop' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Work laptop');
    expect((await call('PUT', `/api/users/passkeys/${_id}`, me.auth, {})).json().name).toBe('Work laptop');
    expect((await call('DELETE', `/api/users/passkeys/${_id}`, me.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/users/passkeys', me.auth)).json()).toEqual([]);
    expect((await signInWith(key)).json().code).toBe('PASSKEY_NOT_RECOGNISED');
  });

  it('answers 404 for another account’s passkey, and leaves it alone', async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const { _id } = await addPasskey(owner, new SoftAuthenticator(ORIGIN));
    for (const [method, body] of [
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/users/passkeys/${_id}`, stranger.auth, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'PASSKEY_NOT_FOUND',
        message: 'Chave de acesso não encontrada.',
      });
    }
    expect(
      (await call('PUT', '/api/users/passkeys/not-an-id', stranger.auth, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/users/passkeys', owner.auth)).json()).toEqual([
      expect.objectContaining({ _id, name: 'Laptop' }),
    ]);
  });
});

describe('rate limits of the public passkey routes', () => {
  it('counts the options and the sign-ins per address, like the other sign-ins', async () => {
    const limited = await createTestApp({ rateLimits: { loginPerIp: { max: 2, window: 60_000 } } });
    try {
      const codes: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/auth/passkey/options' })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
      // Well formed, so the limit is counted (a body refused by its schema never reaches it).
      const payload = {
        response: new SoftAuthenticator(ORIGIN).authenticate({ challenge: 'YWJj', rpId: 'trilha.test' }),
        challenge: 'forged',
      };
      const signIns: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        signIns.push(
          (await limited.app.inject({ method: 'POST', url: '/api/auth/passkey', payload })).statusCode,
        );
      }
      expect(signIns).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
