import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '@trilha/shared';
import type { OidcChecks } from '../../../adapters/oidc/oidc-client';

/**
 * What one sign-in at the provider must remember until the browser comes back: the PKCE verifier, the
 * state and nonce, where to land and the language of a new account. It lives in the browser, in a cookie
 * signed with a key derived from the server's secret (as the device cookies are), so any instance can
 * finish a sign-in another started. Only /api/auth/oidc receives it; SameSite=Lax lets the provider's
 * redirect (a top-level GET) carry it; it lasts 10 minutes and the callback clears it.
 */
const NAME = 'trilha_oidc';
const PATH = '/api/auth/oidc';
const LIFETIME_MS = 10 * 60 * 1000;

const pendingSchema = z.object({
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  next: z.string().optional(),
  language: z.enum(LANGUAGES).optional(),
  /** When the sign-in started (ms). */
  at: z.number(),
});

export type PendingSignIn = OidcChecks & Pick<z.infer<typeof pendingSchema>, 'next' | 'language'>;

export interface OidcCookie {
  set(reply: FastifyReply, pending: PendingSignIn): void;
  /** The pending sign-in, when the request carries a genuine cookie younger than 10 minutes. */
  read(req: FastifyRequest): PendingSignIn | undefined;
  clear(reply: FastifyReply): void;
}

export function createOidcCookie({
  secret,
  secure,
  now = Date.now,
}: {
  secret: string;
  secure: boolean;
  now?: () => number;
}): OidcCookie {
  const key = createHmac('sha256', secret).update('trilha oidc sign-in cookie').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const options = { path: PATH, httpOnly: true, sameSite: 'lax' as const, secure };

  return {
    set(reply, pending) {
      const body = Buffer.from(JSON.stringify({ ...pending, at: now() })).toString('base64url');
      reply.setCookie(NAME, `${body}.${mac(body)}`, { ...options, maxAge: LIFETIME_MS / 1000 });
    },

    read(req) {
      const [body, signature, ...rest] = req.cookies?.[NAME]?.split('.') ?? [];
      if (!body || !signature || rest.length) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let parsed: z.infer<typeof pendingSchema>;
      try {
        parsed = pendingSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return undefined;
      }
      const age = now() - parsed.at;
      if (age < 0 || age >= LIFETIME_MS) return undefined;
      const { at: _at, ...pending } = parsed;
      return pending;
    },

    clear(reply) {
      reply.clearCookie(NAME, options);
    },
  };
}
