import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser, type CreatedUser } from '../../test/factories';
import { testRedisAnswers, testRedisUrl } from '../../test/redis';

const WINDOW = 60_000;
// Random addresses keep runs apart when the counters live in a shared Redis.
const subnet = `10.${randomInt(256)}.${randomInt(256)}`;
let hosts = 0;
const newAddress = () => `${subnet}.${++hosts}`;

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('RATE_LIMITED');
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW / 1000);
}

// The counters in Redis too, when one answers (TEST_REDIS_URL, or a local one on the default port).
const redisAnswers = await testRedisAnswers();
const redisUrl = testRedisUrl;
const stores = redisAnswers ? [['Redis', redisUrl] as const] : [];

describe.each([['memory', undefined], ...stores] as const)('with the %s store', (_store, redisUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: redisUrl ? { REDIS_URL: redisUrl } : {},
      rateLimits: {
        loginPerIp: { max: 100, window: WINDOW },
        loginPerEmailAndIp: { max: 3, window: WINDOW },
        loginPerEmail: { max: 5, window: WINDOW },
        passwordCheckPerUser: { max: 3, window: WINDOW },
        passwordCheckPerIp: { max: 5, window: WINDOW },
      },
    });
  });
  afterAll(() => ctx.close());

  const login = (who: CreatedUser, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password },
      remoteAddress,
    });

  describe('POST /api/auth/login', () => {
    it('stops one address guessing an e-mail without locking the owner out elsewhere', async () => {
      const owner = await createUser(ctx);
      const attacker = newAddress();
      for (let i = 0; i < 3; i++) expect((await login(owner, 'wrong-guess', attacker)).statusCode).toBe(401);
      // Refused attempts keep being refused and do not spend the account-wide allowance.
      for (let i = 0; i < 10; i++) expectLimited(await login(owner, 'wrong-guess', attacker));
      expect((await login(owner, owner.password, newAddress())).statusCode).toBe(200);
    });

    it('slows a guesser spread over many addresses with the account-wide limit', async () => {
      const owner = await createUser(ctx);
      for (let i = 0; i < 5; i++)
        expect((await login(owner, 'wrong-guess', newAddress())).statusCode).toBe(401);
      expectLimited(await login(owner, 'wrong-guess', newAddress()));
      expectLimited(await login(owner, owner.password, newAddress()));
    });
  });

  describe('PUT /api/users/password and DELETE /api/users/me', () => {
    const changePassword = (who: CreatedUser, currentPassword: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/password',
        headers: who.auth,
        payload: { currentPassword, newPassword: 'a brand new password' },
        remoteAddress,
      });
    const deleteAccount = (who: CreatedUser, password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: who.auth,
        payload: { password },
        remoteAddress,
      });

    it('limits password checks per user across both routes, whatever the address', async () => {
      const me = await createUser(ctx);
      expect((await changePassword(me, 'wrong-guess', newAddress())).statusCode).toBe(400);
      expect((await deleteAccount(me, 'wrong-guess', newAddress())).statusCode).toBe(400);
      expect((await changePassword(me, 'wrong-guess', newAddress())).statusCode).toBe(400);
      expectLimited(await deleteAccount(me, me.password, newAddress()));
      expectLimited(await changePassword(me, me.password, newAddress()));
    });

    it('limits password checks per address across users', async () => {
      const address = newAddress();
      const first = await createUser(ctx);
      const second = await createUser(ctx);
      for (let i = 0; i < 3; i++)
        expect((await changePassword(first, 'wrong-guess', address)).statusCode).toBe(400);
      for (let i = 0; i < 2; i++)
        expect((await deleteAccount(second, 'wrong-guess', address)).statusCode).toBe(400);
      expectLimited(await deleteAccount(second, second.password, address));
      expect((await deleteAccount(second, second.password, newAddress())).statusCode).toBe(204);
    });
  });
});
