import type { Passkey } from '@trilha/shared';
import type { PasskeyRow } from './passkeys.repository';

/** What the account page shows: never the credential's id or public key. */
export const presentPasskey = (row: PasskeyRow): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  deviceType: row.deviceType,
  backedUp: row.backedUp,
});
