import { notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import type { SessionRow } from './sessions.repository';

/** A session is its account's alone: anyone else's (or none) is 404 SESSION_NOT_FOUND, never a 403. */
export function authorizeSession(
  actor: Pick<Actor, 'id'>,
  session: SessionRow | undefined,
): asserts session is SessionRow {
  if (!session || session.userId !== actor.id || session.revokedAt) throw notFound('SESSION');
}
