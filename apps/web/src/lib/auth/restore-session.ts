import { readStoredToken, readStoredUser } from './session-storage';
import { restoreUser, type SessionUser } from './session-user';
import { decodeSessionToken } from './token';

/**
 * The user a stored session describes, its token and user checked against the shared schemas, or
 * undefined when it cannot be restored. Loaded only with a stored session (session.tsx), so the first
 * page carries no schema library.
 */
export function restoreSession(): SessionUser | undefined {
  const payload = decodeSessionToken(readStoredToken());
  return payload && restoreUser(payload, readStoredUser());
}
