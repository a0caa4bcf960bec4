import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberStatus, PaymentStatus, StaffRole } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

export const agencies = pgTable('agencies', {
  id: primaryId(),
  name: text().notNull(),
  address: text().notNull().default(''),
  contactEmail: text().notNull().default(''),
  phone: text().notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who belongs to an agency and as what. One row per user at most (a unique index): a person belongs to
 * at most one agency. Staff are consultants (their role, consultant or consultant-admin, is the user's
 * role); clients carry a payment status and maybe an assigned consultant.
 */
export const agencyMembers = pgTable(
  'agency_members',
  {
    id: primaryId(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'consultant' | 'client'>().notNull(),
    // `invited` until the person accepts: an invited member sees nothing and grants nothing.
    status: text().$type<MemberStatus>().notNull().default('active'),
    // The staff role an invited consultant takes on accepting (their account's role is untouched until then).
    invitedRole: text().$type<StaffRole>(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('pending'),
    consultantId: uuid().references((): AnyPgColumn => agencyMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('agency_members_user_unique').on(table.userId),
    index('agency_members_agency_idx').on(table.agencyId, table.kind),
    index('agency_members_invited_by_idx')
      .on(table.invitedBy)
      .where(sql`${table.invitedBy} is not null`),
    index('agency_members_consultant_idx')
      .on(table.consultantId)
      .where(sql`${table.consultantId} is not null`),
  ],
);
