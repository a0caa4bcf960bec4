import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@trilha/shared';
import { createdAt, primaryId } from './columns';
import { flights } from './travel';
import { trips } from './trips';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    /**
     * What the texts of its kind are filled with: title and message are written in the reader's language
     * when read (notification-texts.ts). Null on notifications written before it was kept (issue 30),
     * which show the title and message stored below, in the language they were written in.
     */
    params: jsonb().$type<Record<string, string>>(),
    title: text().notNull(),
    message: text().notNull(),
    link: text().notNull().default(''),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // Newest first by time-ordered id; unread counts read the partial index only.
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`not ${table.isRead}`),
  ],
);

/** A "starting soon" reminder already sent: one per trip and person, whichever instance runs the job. */
export const tripReminders = pgTable(
  'trip_reminders',
  {
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.userId] })],
);

/**
 * A "your flight departs soon" reminder already sent: one per flight, person and departure (a flight
 * moved to another time is announced again), whichever instance runs the job.
 */
export const flightReminders = pgTable(
  'flight_reminders',
  {
    flightId: uuid()
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departureAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.flightId, table.userId, table.departureAt] })],
);
