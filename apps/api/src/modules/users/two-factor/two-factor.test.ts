import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../../../test/app';
import { createUser, type CreatedUser } from '../../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

/** The code an authenticator app shows for `secret` at `at` (ms). */
const codeAt = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/** Enrols `who` through the API: the secret and the backup codes. */
async function enrol(who: CreatedUser) {
  const started = await call('POST', '/api/users/two-factor', who.auth);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  // A step behind: the sign-ins in the tests use the current step.
  const confirmed = await call('POST', '/api/users/two-factor/confirm', who.auth, {
    code: codeAt(secret, Date.now() - 30_000),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, backupCodes: confirmed.json().backupCodes as string[] };
}

const login = (who: CreatedUser) =>
  call('POST', '/api/auth/login', {}, { email: who.user.email, password: who.password });

async function challengeOf(who: CreatedUser): Promise<string> {
  const res = await login(who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return res.json().challenge;
}

const secondStep = (payload: object) => call('POST', '/api/auth/login/two-factor', {}, payload);

describe('authentication on every two-factor route', () => {
  it.each([
    ['GET', '/api/users/two-factor'],
    ['POST', '/api/users/two-factor'],
    ['POST', '/api/users/two-factor/confirm'],
    ['DELETE', '/api/users/two-factor'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(method, url, {}, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});

describe('enrolment: POST /api/users/two-factor, /confirm, GET', () => {
  it('starts with a secret, its otpauth URI and QR code, then enables with a code and gives 10 backup codes', async () => {
    const me = await createUser(ctx);
    expect((await call('GET', '/api/users/two-factor', me.auth)).json()).toEqual({
      enabled: false,
      backupCodesLeft: 0,
      required: false,
    });
    const started = (await call('POST', '/api/users/two-factor', me.auth)).json();
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Trilha:${me.user.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Trilha');
    expect(uri.searchParams.get('secret')).toBe(started.secret);
    expect(started.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not enabled until confirmed: signing in still needs no code.
    expect((await login(me)).json().token).toEqual(expect.any(String));

    const wrong = await call('POST', '/api/users/two-factor/confirm', me.auth, {
      code: codeAt(started.secret, Date.now() - 5 * 60_000),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');

    const res = await call('POST', '/api/users/two-factor/confirm', me.auth, {
      code: codeAt(started.secret),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { backupCodes } = res.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call('GET', '/api/users/two-factor', me.auth)).json()).toEqual({
      enabled: true,
      backupCodesLeft: 10,
      required: false,
    });
    // Enabled: neither a new enrolment nor a second confirmation.
    expect((await call('POST', '/api/users/two-factor', me.auth)).json().code).toBe('TWO_FACTOR_EXISTS');
    const twice = await call('POST', '/api/users/two-factor/confirm', me.auth, {
      code: codeAt(started.secret),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 409 TWO_FACTOR_NOT_STARTED to a confirmation without an enrolment, 400 to a malformed code', async () => {
    const me = await createUser(ctx);
    const res = await call('POST', '/api/users/two-factor/confirm', me.auth, { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TWO_FACTOR_NOT_STARTED');
    for (const code of ['12345', 'abcdef', '', 1234567]) {
      const bad = await call('POST', '/api/users/two-factor/confirm', me.auth, { code });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('signing in with a second factor: POST /api/auth/login, /api/auth/login/two-factor', () => {
  it('answers a challenge instead of a token, then a session for a right code', async () => {
    const me = await createUser(ctx);
    const { secret } = await enrol(me);
    const challenge = await challengeOf(me);
    const res = await secondStep({ challenge, code: codeAt(secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user._id).toBe(me.user.id);
    const token = res.json().token as string;
    expect((await call('GET', '/api/auth/me', bearer(token))).statusCode).toBe(200);
    const sessions = (await call('GET', '/api/users/sessions', bearer(token))).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, method: 'password' });
  });

  it('refuses a wrong code, a code already used, and one more than a step away', async () => {
    const me = await createUser(ctx);
    const { secret } = await enrol(me);
    const challenge = await challengeOf(me);
    const wrong = await secondStep({ challenge, code: codeAt(secret, Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const far = await secondStep({ challenge, code: codeAt(secret, Date.now() + 90_000) });
    expect(far.statusCode).toBe(401);
    const code = codeAt(secret);
    expect((await secondStep({ challenge, code })).statusCode).toBe(200);
    // The same code again (seen over a shoulder) within its window.
    const replayed = await secondStep({ challenge: await challengeOf(me), code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('accepts a code one step away (enrol() itself confirmed with the step before)', async () => {
    const me = await createUser(ctx);
    const { secret } = await enrol(me);
    const res = await secondStep({
      challenge: await challengeOf(me),
      code: codeAt(secret, Date.now() + 30_000),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes each backup code once, in any case and with or without its dash', async () => {
    const me = await createUser(ctx);
    const { backupCodes } = await enrol(me);
    const [first, second] = backupCodes as [string, string];
    expect((await secondStep({ challenge: await challengeOf(me), backupCode: first })).statusCode).toBe(200);
    const again = await secondStep({ challenge: await challengeOf(me), backupCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const typed = second.replace('-', '').toUpperCase();
    expect((await secondStep({ challenge: await challengeOf(me), backupCode: typed })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/two-factor', me.auth)).json().backupCodesLeft).toBe(8);
  });

  it('refuses a forged, expired or stale challenge with 401 TWO_FACTOR_CHALLENGE_INVALID', async () => {
    const me = await createUser(ctx);
    const { secret } = await enrol(me);
    const key = createHmac('sha256', TEST_JWT_SECRET).update('trilha two-factor challenges').digest();
    const challenge = (exp: number, signWith: Uint8Array = key) =>
      new SignJWT({ method: 'password', ver: me.user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(me.user.id)
        .setAudience('trilha:two-factor')
        .setIssuedAt(exp - 300)
        .setExpirationTime(exp)
        .sign(signWith);
    const now = Math.floor(Date.now() / 1000);
    const expired = await challenge(now - 1);
    const forged = await challenge(now + 300, new TextEncoder().encode(TEST_JWT_SECRET));
    // A session token is no challenge, and a challenge is no session token.
    for (const bad of [expired, forged, me.token, 'nonsense']) {
      const res = await secondStep({ challenge: bad, code: codeAt(secret) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    }
    const genuine = await challengeOf(me);
    expect((await call('GET', '/api/auth/me', bearer(genuine))).statusCode).toBe(401);
    // Signed out everywhere (or a password reset) after the first step: its challenge is void.
    await call('POST', '/api/auth/logout-all', me.auth);
    const stale = await secondStep({ challenge: genuine, code: codeAt(secret) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('answers 400 unless exactly one of code and backupCode is given', async () => {
    const me = await createUser(ctx);
    await enrol(me);
    const challenge = await challengeOf(me);
    for (const body of [
      { challenge },
      { challenge, code: '123456', backupCode: 'abcde-fghjk' },
      { code: '1' },
    ]) {
      const res = await secondStep(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('wrong codes are limited like passwords', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { twoFactorPerUser: { max: 3, window: 60_000 } } });
  });
  afterAll(() => limited.close());

  it('answers 429 RATE_LIMITED after too many codes for one account, whatever the challenge', async () => {
    const saved = ctx;
    ctx = limited;
    try {
      const me = await createUser(ctx);
      const { secret } = await enrol(me);
      const wrongCode = codeAt(secret, Date.now() - 10 * 60_000);
      for (let n = 0; n < 3; n += 1) {
        expect((await secondStep({ challenge: await challengeOf(me), code: wrongCode })).statusCode).toBe(
          401,
        );
      }
      const res = await secondStep({ challenge: await challengeOf(me), code: codeAt(secret) });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      // Another account is not held back.
      const other = await createUser(ctx);
      const theirs = await enrol(other);
      expect(
        (await secondStep({ challenge: await challengeOf(other), code: codeAt(theirs.secret) })).statusCode,
      ).toBe(200);
    } finally {
      ctx = saved;
    }
  });
});

describe('DELETE /api/users/two-factor', () => {
  it('turns it off with the password, or with a current code', async () => {
    const me = await createUser(ctx);
    await enrol(me);
    const wrong = await call('DELETE', '/api/users/two-factor', me.auth, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect(
      (await call('DELETE', '/api/users/two-factor', me.auth, { password: me.password })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/users/two-factor', me.auth)).json()).toMatchObject({ enabled: false });
    expect((await login(me)).json().token).toEqual(expect.any(String));

    const { secret } = await enrol(me);
    const badCode = await call('DELETE', '/api/users/two-factor', me.auth, {
      code: codeAt(secret, Date.now() - 10 * 60_000),
    });
    expect(badCode.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(
      (await call('DELETE', '/api/users/two-factor', me.auth, { code: codeAt(secret) })).statusCode,
    ).toBe(204);
  });

  it('answers 409 TWO_FACTOR_NOT_ENABLED when it is off, 400 without password or code', async () => {
    const me = await createUser(ctx);
    const off = await call('DELETE', '/api/users/two-factor', me.auth, { password: me.password });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('TWO_FACTOR_NOT_ENABLED');
    expect((await call('DELETE', '/api/users/two-factor', me.auth, {})).statusCode).toBe(400);
  });
});

describe('required by an administrator', () => {
  let admin: CreatedUser;
  beforeAll(async () => {
    admin = await createUser(ctx, { role: 'admin' });
    await enrol(admin);
  });
  const require = (twoFactorRequired: string) =>
    call('PUT', '/api/admin/settings', admin.auth, { twoFactorRequired });
  afterEach(async () => {
    expect((await require('nobody')).statusCode).toBe(200);
  });

  it('staff: a consultant without it is refused everything but enrolment until they enrol', async () => {
    const res = await require('staff');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: 'staff' });
    expect((await call('GET', '/api/admin/settings', admin.auth)).json()).toEqual({
      twoFactorRequired: 'staff',
    });
    const consultant = await createUser(ctx, { role: 'consultant' });
    const user = await createUser(ctx);
    const refused = await call('GET', '/api/trips', consultant.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    expect((await call('GET', '/api/auth/me', consultant.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/two-factor', consultant.auth)).json()).toEqual({
      enabled: false,
      backupCodesLeft: 0,
      required: true,
    });
    expect((await call('GET', '/api/trips', user.auth)).statusCode).toBe(200);
    // Signing in with the password still works: the web app then shows the enrolment.
    expect((await login(consultant)).json().token).toEqual(expect.any(String));
    await enrol(consultant);
    expect((await call('GET', '/api/trips', consultant.auth)).statusCode).toBe(200);
    // Required, it cannot be turned off by its owner.
    const off = await call('DELETE', '/api/users/two-factor', consultant.auth, {
      password: consultant.password,
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('everyone: a plain user is refused until they enrol', async () => {
    await require('everyone');
    const user = await createUser(ctx);
    expect((await call('GET', '/api/trips', user.auth)).json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    expect((await call('POST', '/api/auth/logout', user.auth)).statusCode).toBe(204);
  });

  it('answers 400 for an unknown requirement', async () => {
    const res = await require('some');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/admin/users/{id}/two-factor/reset', () => {
  it('removes the second factor, ends every session and is audited', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const me = await createUser(ctx);
    const { secret } = await enrol(me);
    const token = (await secondStep({ challenge: await challengeOf(me), code: codeAt(secret) })).json().token;
    const res = await call('POST', `/api/admin/users/${me.user.id}/two-factor/reset`, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lastAction).toMatchObject({ action: 'two-factor-reset', actorId: admin.user.id });
    for (const auth of [me.auth, bearer(token)]) {
      expect((await call('GET', '/api/auth/me', auth)).statusCode).toBe(401);
    }
    // The password alone signs in again.
    const again = await login(me);
    expect(again.json().token).toEqual(expect.any(String));
    expect((await call('GET', '/api/users/two-factor', bearer(again.json().token))).json().enabled).toBe(
      false,
    );
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown account', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const res = await call('POST', '/api/admin/users/not-an-id/two-factor/reset', admin.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
  });
});
