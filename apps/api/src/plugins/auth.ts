import type { FastifyRequest } from 'fastify';
import {
  PERSONAL_TOKEN_PREFIX,
  scopesAllow,
  twoFactorRequiredOf,
  type TwoFactorRequirement,
} from '@trilha/shared';
import type { Database } from '../db/client';
import { forbidden, unauthenticated } from '../lib/errors';
import type { TokenSigner } from '../lib/tokens';
import { signedInLookup, type ActorRow } from '../modules/users/users.repository';
import { sessionsRepository } from '../modules/users/sessions/sessions.repository';
import { scopeNeedOf } from '../modules/users/tokens/tokens.policy';
import { tokenHolderLookup, tokensRepository } from '../modules/users/tokens/tokens.repository';
import { hashOfToken } from '../modules/users/tokens/tokens.service';

export type Actor = ActorRow;

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
    /** The token's session (user_sessions); absent for a token issued before sessions existed. */
    sessionId?: string;
    /** A personal access token's scopes; absent for a signed-in session, which may do everything. */
    tokenScopes?: readonly string[];
  }
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise: a forgotten flag fails closed. */
    public?: boolean;
    /**
     * Open to an account the platform requires a second factor of, before it has enrolled one (the
     * enrolment itself, who am I, signing out); every other route answers 403 TWO_FACTOR_ENROLMENT_REQUIRED.
     */
    beforeTwoFactor?: boolean;
    /**
     * The route checks a personal token's scopes itself, per action (the MCP endpoint, whose tools each
     * need their own); every other route's need comes from tokens.policy.ts.
     */
    scopesCheckedInside?: boolean;
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

/** The request's personal token scopes, or undefined for a session (which has every right its role has). */
export const tokenScopesOf = (req: FastifyRequest): readonly string[] | undefined => req.tokenScopes;

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Writes at most one lastSeenAt / lastUsedAt per id at a time, never awaited by the answer. */
function toucher(touch: (id: string, at: Date) => Promise<void>, what: string) {
  const touching = new Set<string>();
  return (req: FastifyRequest, id: string, at: Date) => {
    if (touching.has(id)) return;
    touching.add(id);
    // A failure costs only a stale time on the account's page.
    touch(id, at)
      .catch((error: unknown) => req.log.warn({ err: error }, `could not record the ${what} as used`))
      .finally(() => touching.delete(id));
  };
}

interface Caller {
  actor: Actor;
  twoFactorEnabled: boolean;
  twoFactorRequired: TwoFactorRequirement;
}

/** The onRequest hook of the /api scope: every route there needs a live token unless marked public. */
export function authenticate(opts: { db: Database; tokens: TokenSigner; now?: () => number }) {
  const findActor = signedInLookup(opts.db);
  const findTokenHolder = tokenHolderLookup(opts.db);
  const now = opts.now ?? Date.now;
  const touchSession = toucher((id, at) => sessionsRepository.touch(opts.db, id, at), 'session');
  const touchToken = toucher((id, at) => tokensRepository.touch(opts.db, id, at), 'token');

  /** A session token (a JWT from signing in). */
  const bySession = async (req: FastifyRequest, token: string): Promise<Caller> => {
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
      if (now() - found.session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
        touchSession(req, found.session.id, new Date(now()));
      }
      req.sessionId = found.session.id;
    }
    return { ...found, actor: user };
  };

  /** A personal access token: live, its holder active, and its scopes covering the route. */
  const byPersonalToken = async (req: FastifyRequest, token: string): Promise<Caller> => {
    const found = await findTokenHolder(hashOfToken(token));
    if (
      !found ||
      found.token.revokedAt ||
      (found.token.expiresAt && found.token.expiresAt.getTime() <= now()) ||
      found.actor.status !== 'active'
    ) {
      throw unauthenticated('UNAUTHENTICATED');
    }
    const { config, url } = req.routeOptions;
    if (!config.scopesCheckedInside && !scopesAllow(found.token.scopes, scopeNeedOf(req.method, url ?? ''))) {
      throw forbidden('SCOPE_REQUIRED');
    }
    const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
    if (now() - lastUsed > LAST_SEEN_EVERY_MS) touchToken(req, found.token.id, new Date(now()));
    req.tokenScopes = found.token.scopes;
    return found;
  };

  return async (req: FastifyRequest) => {
    if (req.routeOptions.config.public) return;
    const token = bearerToken(req);
    if (!token) throw unauthenticated('UNAUTHENTICATED');
    const caller = token.startsWith(PERSONAL_TOKEN_PREFIX)
      ? await byPersonalToken(req, token)
      : await bySession(req, token);
    req.actor = caller.actor;
    if (
      !caller.twoFactorEnabled &&
      !req.routeOptions.config.beforeTwoFactor &&
      twoFactorRequiredOf(caller.twoFactorRequired, caller.actor.role)
    ) {
      throw forbidden('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
  };
}
