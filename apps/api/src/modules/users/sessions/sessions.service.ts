import type { Session, SessionMethod } from '@trilha/shared';
import type { Database, Executor } from '../../../db/client';
import { TOKEN_LIFETIME_MS } from '../../../lib/tokens';
import type { Actor } from '../../../plugins/auth';
import { authorizeSession } from './sessions.policy';
import { presentSession } from './sessions.presenter';
import { sessionsRepository, type SessionRow } from './sessions.repository';

/** Where a sign-in comes from, as the sessions page shows it. */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

/** The longest user agent kept: enough to name the browser and system. */
const USER_AGENT_MAX = 400;

/** A new session for a sign-in, in the caller's transaction (with the sign-in's other writes). */
export function startSession(
  tx: Executor,
  userId: string,
  method: SessionMethod,
  client: SessionClient = {},
): Promise<SessionRow> {
  return sessionsRepository.insert(tx, {
    userId,
    method,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ip: client.ip || null,
  });
}

export function createSessionsService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async list(actor: Actor, currentId: string | undefined): Promise<Session[]> {
      const since = new Date(now().getTime() - TOKEN_LIFETIME_MS);
      const rows = await sessionsRepository.listLive(db, actor.id, since);
      return rows.map((row) => presentSession(row, currentId));
    },

    async revoke(actor: Actor, id: string): Promise<void> {
      const session = await sessionsRepository.find(db, id);
      authorizeSession(actor, session);
      await sessionsRepository.revoke(db, session.id);
    },

    /** Signs out everywhere else: the caller's own session stays (a token without one keeps nothing). */
    async revokeOthers(actor: Actor, currentId: string | undefined): Promise<void> {
      await sessionsRepository.revokeAll(db, actor.id, currentId);
    },

    /** POST /auth/logout: the current session ends (a token from before sessions has none to end). */
    async logout(currentId: string | undefined): Promise<void> {
      if (currentId) await sessionsRepository.revoke(db, currentId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
