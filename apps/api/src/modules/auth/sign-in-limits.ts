import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enforce, limiter, type RateLimitRule, type RateLimits } from '../../plugins/rate-limits';
import type { DeviceCookies } from './device-cookies';

const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/**
 * The limits of sign-in and of reset requests, split as OWASP's device cookies describe: a request
 * carrying the account's genuine device cookie counts against that cookie only; any other goes through
 * the untrusted rules (per address, per e-mail and address, per e-mail), which a guesser spread over many
 * addresses can exhaust. The owner's browser thus keeps its own allowance whatever strangers do, and one
 * stolen device cookie buys its holder no more than that allowance. Counters live where the other rate
 * limits do (Redis when configured), so they hold across instances.
 */
export function signInLimits(
  app: FastifyInstance,
  devices: DeviceCookies,
  limits: RateLimits,
  challengeUser: (challenge: string) => Promise<string | undefined>,
) {
  function split(name: string, untrusted: (req: FastifyRequest) => Promise<void>, perDevice: RateLimitRule) {
    const device = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({
      max: perDevice.max,
      timeWindow: perDevice.window,
      keyGenerator: (req) => `${name}:device:${device.get(req)}`,
    });
    return async (req: FastifyRequest) => {
      const id = devices.deviceOf(req, bodyEmail(req));
      if (!id) return untrusted(req);
      device.set(req, id);
      await enforce(check, req);
    };
  }

  // The second step of a sign-in counts per account (the challenge's, once verified) and per address: the
  // six digits of a code cannot be guessed faster than a password.
  const twoFactorPerIp = limiter(app, 'login-two-factor', { ip: limits.loginPerIp });
  const twoFactorAccount = new WeakMap<FastifyRequest, string>();
  const twoFactorPerAccount = app.createRateLimit({
    max: limits.twoFactorPerUser.max,
    timeWindow: limits.twoFactorPerUser.window,
    keyGenerator: (req) => `login-two-factor:user:${twoFactorAccount.get(req)}`,
  });

  return {
    twoFactor: async (req: FastifyRequest) => {
      await twoFactorPerIp(req);
      const challenge = (req.body as { challenge?: unknown } | undefined)?.challenge;
      const userId = typeof challenge === 'string' ? await challengeUser(challenge) : undefined;
      if (!userId) return;
      twoFactorAccount.set(req, userId);
      await enforce(twoFactorPerAccount, req);
    },
    login: split(
      'login',
      limiter(app, 'login', {
        ip: limits.loginPerIp,
        emailAndIp: limits.loginPerEmailAndIp,
        email: limits.loginPerEmail,
      }),
      limits.loginPerDevice,
    ),
    resetRequest: split(
      'reset-request',
      limiter(app, 'reset-request', { ip: limits.resetPerIp, email: limits.resetPerEmail }),
      limits.resetPerDevice,
    ),
  };
}
