import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP, "Slow brute-force protection using device cookies"): a browser where an account
 * signed in keeps a signed token bound to that account. Its sign-in attempts and reset requests for that
 * account are counted against the token alone (sign-in-limits.ts), so a guesser spread over many
 * addresses can lock out the browsers the account never used, never the owner's own.
 *
 * One cookie per account on the browser: its name carries a keyed hash of the e-mail (not the e-mail),
 * its value a random id, the issue time and an HMAC over the three with the server's secret. Only the
 * auth routes receive it (its path), it cannot be read by scripts, and it rides along with same-site
 * requests only.
 */

const NAME_PREFIX = 'trilha_device_';
const PATH = '/api/auth';
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface DeviceCookiesOptions {
  /** The server's secret (the JWT's); the cookies' key is derived from it, never used as it is. */
  secret: string;
  /** Sent over HTTPS only (the server's APP_URL is https). */
  secure: boolean;
  now?: () => number;
}

export interface DeviceCookies {
  /** The id of this browser's device cookie for `email`, when the request carries a genuine, live one. */
  deviceOf(req: FastifyRequest, email: string): string | undefined;
  /** Gives this browser a fresh device cookie for `email`: the account has just signed in on it. */
  trust(reply: FastifyReply, email: string): void;
}

export function createDeviceCookies({ secret, secure, now = Date.now }: DeviceCookiesOptions): DeviceCookies {
  const key = createHmac('sha256', secret).update('trilha device cookies').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  // 128 bits of a keyed hash: names the account's cookie without telling the e-mail to whoever reads it.
  const accountOf = (email: string) => mac(`account:${email.trim().toLowerCase()}`).slice(0, 22);
  const seen = new WeakMap<FastifyRequest, Map<string, string | undefined>>();

  function verify(req: FastifyRequest, account: string): string | undefined {
    const value = req.cookies?.[NAME_PREFIX + account];
    const [id, issued, signature, ...rest] = value?.split('.') ?? [];
    if (!id || !issued || !signature || rest.length) return undefined;
    const expected = Buffer.from(mac(`${account}.${id}.${issued}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const age = now() - Number.parseInt(issued, 36);
    return age >= 0 && age < LIFETIME_MS ? id : undefined;
  }

  return {
    deviceOf(req, email) {
      const account = accountOf(email);
      let verified = seen.get(req);
      if (!verified) seen.set(req, (verified = new Map()));
      if (!verified.has(account)) verified.set(account, verify(req, account));
      return verified.get(account);
    },

    trust(reply, email) {
      const account = accountOf(email);
      const id = randomBytes(16).toString('base64url');
      const issued = now().toString(36);
      reply.setCookie(NAME_PREFIX + account, `${id}.${issued}.${mac(`${account}.${id}.${issued}`)}`, {
        path: PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: LIFETIME_MS / 1000,
      });
    },
  };
}
