import type { PersonalToken } from '@trilha/shared';
import type { PersonalTokenRow } from './tokens.repository';

export const presentToken = (row: PersonalTokenRow): PersonalToken => ({
  _id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  hint: row.hint,
});
