import type { AdminFeedback, AdminUser, AuditEntry } from '@trilha/shared';
import type { AccountWithAgency, AuditWithActor } from './admin.repository';

/** A manual grant's last day: it is stored as the end of that day, UTC. */
export const lastDayOf = (until: Date | null): string | null => until?.toISOString().slice(0, 10) ?? null;
export const endOfDay = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

export const presentAuditEntry = (row: AuditWithActor): AuditEntry => ({
  _id: row.id,
  action: row.action,
  actorId: row.actorId,
  actorName: row.actorName,
  targetId: row.targetId,
  targetName: row.targetName,
  targetEmail: row.targetEmail,
  role: row.role,
  previousRole: row.previousRole,
  until: row.until,
  createdAt: row.createdAt.toISOString(),
});

/** The only account fields the administration sees: no secrets, no settings. */
export const presentAdminUser = (row: AccountWithAgency, lastAction?: AuditWithActor): AdminUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  isPremium: row.isPremium,
  premiumUntil: lastDayOf(row.premiumUntil),
  agencyId: row.agencyId,
  agencyName: row.agencyName,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  lastAction: lastAction ? presentAuditEntry(lastAction) : null,
});

export interface FeedbackWithSender {
  id: string;
  type: AdminFeedback['type'];
  text: string;
  createdAt: Date;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
}

export const presentFeedback = (row: FeedbackWithSender): AdminFeedback => ({
  _id: row.id,
  type: row.type,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  user: row.userId ? { _id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
});
