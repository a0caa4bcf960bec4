import { forbidden, notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import type { UserRow } from '../../users/users.repository';
import type { PasskeyRow } from './passkeys.repository';

/** A passkey is its account's alone: anyone else's (or none) is 404 PASSKEY_NOT_FOUND, never a 403. */
export function authorizePasskey(
  actor: Pick<Actor, 'id'>,
  passkey: PasskeyRow | undefined,
): asserts passkey is PasskeyRow {
  if (!passkey || passkey.userId !== actor.id) throw notFound('PASSKEY');
}

/** As with a password: a pending or suspended account does not sign in, whatever proves who it is. */
export function authorizePasskeySignIn(user: Pick<UserRow, 'status'>): void {
  if (user.status === 'pending') throw forbidden('ACCOUNT_PENDING');
  if (user.status === 'suspended') throw forbidden('ACCOUNT_SUSPENDED');
}
