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

/** Hooks for one route: per client address (onRequest) and, where given, per e-mail in the body (preHandler). */
export function limiter(app: FastifyInstance, name: string, rule: RateLimitRule, by: 'ip' | 'email') {
  return app.rateLimit({
    max: rule.max,
    timeWindow: rule.window,
    keyGenerator: (req) => `${name}:${by === 'ip' ? req.ip : bodyEmail(req)}`,
    errorResponseBuilder: () => rateLimited(),
  });
}
