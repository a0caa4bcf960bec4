import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../lib/errors';

export interface RateLimitRule {
  max: number;
  /** Milliseconds. */
  window: number;
}

export interface RateLimits {
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerEmail: RateLimitRule;
  registerPerIp: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 50, window: 15 * MINUTE },
  loginPerEmail: { max: 10, window: 15 * MINUTE },
  resetPerIp: { max: 20, window: 60 * MINUTE },
  resetPerEmail: { max: 5, window: 60 * MINUTE },
  registerPerIp: { max: 20, window: 60 * MINUTE },
};

const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
};

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One preHandler checking every rule given for a route: per client address and, where given, per
 * e-mail in the (already validated) body. Any rule over its limit answers 429 RATE_LIMITED.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  rules: { ip?: RateLimitRule; email?: RateLimitRule },
) {
  const checks: Check[] = [];
  if (rules.ip) {
    checks.push(
      app.createRateLimit({
        max: rules.ip.max,
        timeWindow: rules.ip.window,
        keyGenerator: (req) => `${name}:ip:${req.ip}`,
      }),
    );
  }
  if (rules.email) {
    checks.push(
      app.createRateLimit({
        max: rules.email.max,
        timeWindow: rules.email.window,
        keyGenerator: (req) => `${name}:email:${bodyEmail(req)}`,
      }),
    );
  }
  return async (req: FastifyRequest) => {
    for (const check of checks) {
      // isAllowed only means "on the allow list"; the count is over the limit when isExceeded.
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) throw rateLimited();
    }
  };
}
