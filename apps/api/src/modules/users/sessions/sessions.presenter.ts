import type { Session } from '@trilha/shared';
import type { SessionRow } from './sessions.repository';

export const presentSession = (row: SessionRow, currentId: string | undefined): Session => ({
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  userAgent: row.userAgent,
  ip: row.ip,
  method: row.method,
  current: row.id === currentId,
});
