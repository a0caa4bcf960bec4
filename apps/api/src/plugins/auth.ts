import type { FastifyRequest } from 'fastify';
import { twoFactorRequiredOf } from '@trilha/shared';
import type { Database } from '../db/client';
import { forbidden, unauthenticated } from '../lib/errors';
import type { TokenSigner } from '../lib/tokens';
import { signedInLookup, type ActorRow } from '../modules/users/users.repository';
import { sessionsRepository } from '../modules/users/sessions/sessions.repository';

export type Actor = ActorRow;

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
    /** The token's session (user_sessions); absent for a token issued before sessions existed. */
    sessionId?: string;
  }
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise: a forgotten flag fails closed. */
    public?: boolean;
    /**
     * Open to an account the platform requires a second factor of, before it has enrolled one (the
     * enrolment itself, who am I, signing out); every other route answers 403 TWO_FACTOR_ENROLMENT_REQUIRED.
     */
    beforeTwoFactor?: boolean;
  }
}

/** A session's lastSeenAt moves when the hook sees it older than this: a write every few minutes at most. */
const LAST_SEEN_EVERY_MS = 10 * 60 * 1000;

/** The signed-in user of a private route (the auth hook has already refused anyone else). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthenticated('UNAUTHENTICATED');
  return req.actor;
}

/** The current session's id, when the request's token has one. */
export const sessionIdOf = (req: FastifyRequest): string | undefined => req.sessionId;

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The onRequest hook of the /api scope: every route there needs a live token unless marked public. */
export function authenticate(opts: { db: Database; tokens: TokenSigner; now?: () => number }) {
  const findActor = signedInLookup(opts.db);
  const now = opts.now ?? Date.now;
  // Sessions being touched by this instance: concurrent requests of one session write once.
  const touching = new Set<string>();
  const touch = (req: FastifyRequest, id: string) => {
    if (touching.has(id)) return;
    touching.add(id);
    // Not awaited: the answer does not wait for it, and a failure costs only a stale lastSeenAt.
    sessionsRepository
      .touch(opts.db, id, new Date(now()))
      .catch((error: unknown) => req.log.warn({ err: error }, 'could not record the session as seen'))
      .finally(() => touching.delete(id));
  };
  return async (req: FastifyRequest) => {
    if (req.routeOptions.config.public) return;
    const token = bearerToken(req);
    if (!token) throw unauthenticated('UNAUTHENTICATED');
    const payload = await opts.tokens.verify(token);
    const found = await findActor(payload._id, payload.sid);
    const user = found?.actor;
    // A token older than the user's token version was revoked (password change, reset, logout-all).
    if (!found || !user || user.tokenVersion !== payload.ver || user.status !== 'active') {
      throw unauthenticated('UNAUTHENTICATED');
    }
    // A token with a session lives as long as its session; one from before sessions by its version alone.
    if (payload.sid) {
      if (!found.session || found.session.revokedAt) throw unauthenticated('UNAUTHENTICATED');
      if (now() - found.session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) touch(req, found.session.id);
      req.sessionId = found.session.id;
    }
    req.actor = user;
    if (
      !found.twoFactorEnabled &&
      !req.routeOptions.config.beforeTwoFactor &&
      twoFactorRequiredOf(found.twoFactorRequired, user.role)
    ) {
      throw forbidden('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
  };
}
