import type { AdminMail } from '@trilha/shared';
import type { OutgoingMailRow } from './mail.repository';

/** Never the body: a reset link in it is as good as the password. */
export const presentMail = (row: OutgoingMailRow): AdminMail => ({
  _id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.state === 'queued' ? row.runAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});
