import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthenticated } from '../lib/errors';
import type { TokenSigner } from '../lib/tokens';
import { actorLookup, type ActorRow } from '../modules/users/users.repository';

export type Actor = ActorRow;

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise: a forgotten flag fails closed. */
    public?: boolean;
  }
}

/** The signed-in user of a private route (the auth hook has already refused anyone else). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthenticated('UNAUTHENTICATED');
  return req.actor;
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The onRequest hook of the /api scope: every route there needs a live token unless marked public. */
export function authenticate(opts: { db: Database; tokens: TokenSigner }) {
  const findActor = actorLookup(opts.db);
  return async (req: FastifyRequest) => {
    if (req.routeOptions.config.public) return;
    const token = bearerToken(req);
    if (!token) throw unauthenticated('UNAUTHENTICATED');
    const payload = await opts.tokens.verify(token);
    const user = await findActor(payload._id);
    // A token older than the user's token version was revoked (password change, reset, logout-all).
    if (!user || user.tokenVersion !== payload.ver || user.status !== 'active') {
      throw unauthenticated('UNAUTHENTICATED');
    }
    req.actor = user;
  };
}
