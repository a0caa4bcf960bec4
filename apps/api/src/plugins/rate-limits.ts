import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../lib/errors';
import { ServiceUnavailableError } from '../lib/outages';

export interface RateLimitRule {
  max: number;
  /** Milliseconds. */
  window: number;
}

export interface RateLimits {
  /** Login attempts from one client address, whatever the e-mail. */
  loginPerIp: RateLimitRule;
  /** Login attempts for one e-mail from one client address. */
  loginPerEmailAndIp: RateLimitRule;
  /**
   * Login attempts for one e-mail from every address together: looser and longer than the per-address
   * rule, so a guesser spread over many addresses is slowed while one address alone cannot reach it.
   */
  loginPerEmail: RateLimitRule;
  /**
   * Login attempts from a browser holding the account's device cookie (modules/auth/sign-in-limits.ts):
   * counted against that cookie instead of the rules above. A successful sign-in renews the cookie, so
   * in effect these are the failures since the browser's last sign-in.
   */
  loginPerDevice: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerEmail: RateLimitRule;
  /** Reset requests from a browser holding the account's device cookie, instead of the two rules above. */
  resetPerDevice: RateLimitRule;
  registerPerIp: RateLimitRule;
  /** Codes tried at the second step of a sign-in, per account (POST /auth/login/two-factor). */
  twoFactorPerUser: RateLimitRule;
  /** Routes that check the signed-in user's password (change it, delete the account), per user. */
  passwordCheckPerUser: RateLimitRule;
  passwordCheckPerIp: RateLimitRule;
  /** Trip PDFs made for one user, downloaded or mailed together. */
  exportPerUser: RateLimitRule;
  /** Booking imports read for one user (each parses a mail, PDF or image). */
  importPerUser: RateLimitRule;
  /** Public trip pages (GET /public/trips/{token}) opened from one client address, whatever the link. */
  publicPagePerIp: RateLimitRule;
  /** Invite links mailed by one person (POST /trips/{id}/invite-links with an e-mail), whatever the trip. */
  inviteMailsPerUser: RateLimitRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 50, window: 15 * MINUTE },
  loginPerEmailAndIp: { max: 10, window: 15 * MINUTE },
  // One address spends at most 10 per 15 minutes (50 in any hour), well under this.
  loginPerEmail: { max: 100, window: 60 * MINUTE },
  loginPerDevice: { max: 10, window: 15 * MINUTE },
  resetPerIp: { max: 20, window: 60 * MINUTE },
  resetPerEmail: { max: 5, window: 60 * MINUTE },
  resetPerDevice: { max: 5, window: 60 * MINUTE },
  registerPerIp: { max: 20, window: 60 * MINUTE },
  twoFactorPerUser: { max: 10, window: 15 * MINUTE },
  passwordCheckPerUser: { max: 10, window: 15 * MINUTE },
  passwordCheckPerIp: { max: 30, window: 15 * MINUTE },
  exportPerUser: { max: 20, window: 60 * MINUTE },
  importPerUser: { max: 60, window: 60 * MINUTE },
  // A group behind one address reading and reloading a trip; a 256-bit token is not guessed anyway.
  publicPagePerIp: { max: 300, window: 15 * MINUTE },
  // Enough to invite a group, not to send mail to strangers in bulk from the server's address.
  inviteMailsPerUser: { max: 20, window: HOUR },
};

/** The server's limits: the defaults, with the sign-ups per address per hour its configuration sets. */
export function rateLimitsFor({ signupLimitPerHour }: { signupLimitPerHour: number }): RateLimits {
  return {
    ...DEFAULT_RATE_LIMITS,
    registerPerIp: { ...DEFAULT_RATE_LIMITS.registerPerIp, max: signupLimitPerHour },
  };
}

const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
};

/**
 * What each kind of rule counts by, in the order the rules are checked. A refused request stops at the
 * first rule it breaks, so the account-wide e-mail rule comes last: attempts an address has already
 * been refused for do not spend the account's allowance, and one address cannot lock its owner out.
 */
const KEYS = {
  ip: (req: FastifyRequest) => req.ip,
  emailAndIp: (req: FastifyRequest) => `${bodyEmail(req)}|${req.ip}`,
  user: (req: FastifyRequest) => req.actor?.id ?? '',
  email: bodyEmail,
} satisfies Record<string, (req: FastifyRequest) => string>;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One preHandler checking every rule given for a route, keyed by client address, e-mail in the
 * (already validated) body, both, or the signed-in user. Any rule over its limit answers 429
 * RATE_LIMITED with Retry-After; with Redis down, 503 REDIS_UNAVAILABLE. Routes that share one handler share its counters.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  rules: Partial<Record<keyof typeof KEYS, RateLimitRule>>,
) {
  const checks: Check[] = [];
  for (const [kind, key] of Object.entries(KEYS)) {
    const rule = rules[kind as keyof typeof KEYS];
    if (!rule) continue;
    checks.push(
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.window,
        keyGenerator: (req) => `${name}:${kind}:${key(req)}`,
      }),
    );
  }
  return async (req: FastifyRequest) => {
    for (const check of checks) await enforce(check, req);
  };
}

/** Counts the request against one rule: 429 over its limit, 503 while the shared store is down. */
export async function enforce(check: Check, req: FastifyRequest): Promise<void> {
  // isAllowed only means "on the allow list"; the count is over the limit when isExceeded.
  // Only the Redis store can fail (the in-memory one does not): its outage is a 503, never a 500.
  const result = await check(req).catch((error: unknown) => {
    throw new ServiceUnavailableError('redis', { cause: error });
  });
  if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
}
