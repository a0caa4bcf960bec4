import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OutgoingMailKind, OutgoingMailState } from '@trilha/shared';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * Every outgoing mail, from the moment the change that causes it is made until the mail server took it
 * (DESIGN.md: background work is a durable queue in the same database). A worker claims a due row with a
 * lease (`locked_until`), so two instances never send the same mail; a failure waits `run_at`.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: primaryId(),
    kind: text().$type<OutgoingMailKind>().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** `message`: the text, html and links; `trip-export`: what the PDF is made from at send time. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Who asked for a trip export; their stranger recipients count against a daily cap. */
    senderId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** An export to someone who is not on the trip (nor the sender). */
    stranger: boolean().notNull().default(false),
    state: text().$type<OutgoingMailState>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** When the current retry window began: the first queueing, or an administrator's retry. */
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The worker's poll reads only the rows still to send, in due order.
    index('outgoing_mail_due_idx')
      .on(table.runAt)
      .where(sql`state = 'queued'`),
    index('outgoing_mail_sender_idx')
      .on(table.senderId, table.createdAt)
      .where(sql`stranger`),
    index('outgoing_mail_state_idx').on(table.state, table.createdAt),
  ],
);
