import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser, type CreatedUser } from '../../../test/factories';
import { testRedisAnswers, testRedisUrl } from '../../../test/redis';
import { createDeviceCookies } from './device-cookies';

// Random addresses keep runs apart when the counters live in a shared Redis.
const subnet = `10.${randomInt(256)}.${randomInt(256)}`;
let hosts = 0;
const newAddress = () => `${subnet}.${++hosts}`;

type Cookie = { name: string; value: string };

/** The device cookie a sign-in set, with its attributes. */
function deviceCookie(res: LightMyRequestResponse) {
  const cookies = (res.cookies as (Cookie & Record<string, unknown>)[]).filter((c) =>
    c.name.startsWith('trilha_device_'),
  );
  expect(cookies).toHaveLength(1);
  return cookies[0]!;
}

const WINDOW = 60_000;
const stores = (await testRedisAnswers()) ? [['Redis', testRedisUrl] as const] : [];

describe.each([['memory', undefined], ...stores] as const)('with the %s store', (_store, redisUrl) => {
  const env: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};

  const login = (ctx: TestContext, who: CreatedUser, password: string, address: string, cookie?: Cookie) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password },
      remoteAddress: address,
      cookies: cookie ? { [cookie.name]: cookie.value } : {},
    });

  describe('with the real limits', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env });
    });
    afterAll(() => ctx.close());

    it("keeps the owner's browser signing in while 12 addresses × 10 wrong passwords lock out the others", async () => {
      const owner = await createUser(ctx);
      const home = newAddress();
      const first = await login(ctx, owner, owner.password, home);
      expect(first.statusCode).toBe(200);
      const cookie = deviceCookie(first);
      expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
      expect(cookie.maxAge).toBe(365 * 24 * 60 * 60);
      expect(cookie.secure).toBeUndefined();
      expect(cookie.name).not.toContain(owner.user.email.split('@')[0]);

      const answers: number[] = [];
      for (let a = 0; a < 12; a++) {
        const address = newAddress();
        for (let i = 0; i < 10; i++)
          answers.push((await login(ctx, owner, 'wrong-guess', address)).statusCode);
      }
      // The account-wide rule (100 an hour, the owner's own sign-in included) stopped the guesser.
      expect(answers.filter((code) => code === 401)).toHaveLength(99);
      expect(answers.slice(99).every((code) => code === 429)).toBe(true);
      const stranger = await login(ctx, owner, owner.password, newAddress());
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().code).toBe('RATE_LIMITED');
      expect((await login(ctx, owner, owner.password, home)).statusCode).toBe(429);

      // The owner's browser, at home or elsewhere, is counted on its own.
      const again = await login(ctx, owner, owner.password, home, cookie);
      expect(again.statusCode).toBe(200);
      const renewed = deviceCookie(again);
      expect(renewed.name).toBe(cookie.name);
      expect(renewed.value).not.toBe(cookie.value);
      expect((await login(ctx, owner, owner.password, newAddress(), renewed)).statusCode).toBe(200);
    }, 60_000);
  });

  describe('with small limits', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({
        env,
        rateLimits: {
          loginPerIp: { max: 100, window: WINDOW },
          loginPerEmailAndIp: { max: 3, window: WINDOW },
          loginPerEmail: { max: 5, window: WINDOW },
          loginPerDevice: { max: 3, window: WINDOW },
          resetPerIp: { max: 100, window: WINDOW },
          resetPerEmail: { max: 2, window: WINDOW },
          resetPerDevice: { max: 2, window: WINDOW },
        },
      });
    });
    afterAll(() => ctx.close());

    const signIn = async (who: CreatedUser) =>
      deviceCookie(await login(ctx, who, who.password, newAddress()));
    const lockOut = async (who: CreatedUser) => {
      for (let i = 0; i < 5; i++) await login(ctx, who, 'wrong-guess', newAddress());
      expect((await login(ctx, who, who.password, newAddress())).statusCode).toBe(429);
    };

    it("gives no exemption to a forged cookie nor to another account's", async () => {
      const owner = await createUser(ctx);
      const other = await createUser(ctx);
      const mine = await signIn(owner);
      const theirs = await signIn(other);
      await lockOut(owner);

      const tampered = { ...mine, value: mine.value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
      const forgedIssue = { ...mine, value: mine.value.replace(/\.[^.]+\./, '.zzzzzzzz.') };
      for (const cookie of [tampered, forgedIssue, theirs, { name: mine.name, value: theirs.value }]) {
        const res = await login(ctx, owner, owner.password, newAddress(), cookie);
        expect(res.statusCode, cookie.value).toBe(429);
      }
      expect((await login(ctx, owner, owner.password, newAddress(), mine)).statusCode).toBe(200);
    });

    it('takes a malformed cookie header as no device cookie', async () => {
      const owner = await createUser(ctx);
      const mine = await signIn(owner);
      for (const cookie of [`${mine.name}=%E0%A4%A`, `${mine.name}=a.b.c.d; =; ;;`, `${mine.name}`, '=x']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.user.email, password: 'wrong-guess' },
          headers: { cookie },
          remoteAddress: newAddress(),
        });
        expect(res.statusCode, cookie).toBe(401);
      }
    });

    it("locks a device cookie after its own limit, leaving the account's other browsers be", async () => {
      const owner = await createUser(ctx);
      const laptop = await signIn(owner);
      const phone = await signIn(owner);
      for (let i = 0; i < 3; i++) {
        expect((await login(ctx, owner, 'wrong-guess', newAddress(), laptop)).statusCode).toBe(401);
      }
      const locked = await login(ctx, owner, owner.password, newAddress(), laptop);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(ctx, owner, owner.password, newAddress(), phone)).statusCode).toBe(200);
      // The device's failures did not spend the account-wide allowance of the browsers without a cookie.
      expect((await login(ctx, owner, owner.password, newAddress())).statusCode).toBe(200);
    });

    it("keeps the owner's reset e-mails coming from their browser when a stranger spent the others", async () => {
      const owner = await createUser(ctx);
      const browser = await signIn(owner);
      const ask = (cookie?: Cookie) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: owner.user.email },
          remoteAddress: newAddress(),
          cookies: cookie ? { [cookie.name]: cookie.value } : {},
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
      expect((await ask({ ...browser, value: `${browser.value}x` })).statusCode).toBe(429);

      expect((await ask(browser)).statusCode).toBe(202);
      expect((await ask(browser)).statusCode).toBe(202);
      expect((await ask(browser)).statusCode).toBe(429);
      const mails = () => ctx.mail.filter((mail) => mail.to === owner.user.email).length;
      await expect.poll(mails).toBe(4);
    });

    it.runIf(redisUrl)("shares a device's count between the server's instances", async () => {
      const second = await createTestApp({ env, rateLimits: { loginPerDevice: { max: 3, window: WINDOW } } });
      try {
        const owner = await createUser(ctx);
        const laptop = await signIn(owner);
        for (let i = 0; i < 3; i++) await login(ctx, owner, 'wrong-guess', newAddress(), laptop);
        expect((await login(second, owner, owner.password, newAddress(), laptop)).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });
  });
});

describe('the device cookie', () => {
  const issue = (devices: ReturnType<typeof createDeviceCookies>, email: string) => {
    let set: { name: string; value: string; options: Record<string, unknown> } | undefined;
    const reply = {
      setCookie: (name: string, value: string, options: Record<string, unknown>) => {
        set = { name, value, options };
      },
    } as unknown as FastifyReply;
    devices.trust(reply, email);
    return set!;
  };
  const carrying = (cookie: { name: string; value: string }) =>
    ({ cookies: { [cookie.name]: cookie.value } }) as unknown as FastifyRequest;

  it('lasts a year, is bound to its e-mail and to the server that signed it, and is Secure over https', () => {
    let now = Date.UTC(2031, 0, 1);
    const devices = createDeviceCookies({ secret: 'one-secret', secure: true, now: () => now });
    const cookie = issue(devices, 'Ana@Example.com');
    expect(cookie.options).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
    const id = devices.deviceOf(carrying(cookie), 'ana@example.com');
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceOf(carrying(cookie), 'bruno@example.com')).toBeUndefined();
    const elsewhere = createDeviceCookies({ secret: 'another-secret', secure: true, now: () => now });
    expect(elsewhere.deviceOf(carrying(cookie), 'ana@example.com')).toBeUndefined();

    now += 364 * 24 * 60 * 60 * 1000;
    expect(devices.deviceOf(carrying(cookie), 'ana@example.com')).toBe(id);
    now += 2 * 24 * 60 * 60 * 1000;
    expect(devices.deviceOf(carrying(cookie), 'ana@example.com')).toBeUndefined();
  });
});
