import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AdminAction, Role } from '@trilha/shared';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * Every administrator action (and the premium expiry job's), with who, whom, what and when. The
 * target's name and e-mail are copied: a rejected account is deleted, its entry stays.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: primaryId(),
    // Null for the hourly job, or once that administrator's account is deleted.
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetName: text().notNull(),
    targetEmail: text().notNull(),
    action: text().$type<AdminAction>().notNull(),
    role: text().$type<Role>(),
    previousRole: text().$type<Role>(),
    // A premium grant's last day (inclusive, UTC), or null for no end.
    until: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_target_idx').on(table.targetId, table.createdAt),
    index('admin_audit_log_created_at_idx').on(table.createdAt),
    index('admin_audit_log_actor_idx').on(table.actorId),
  ],
);
