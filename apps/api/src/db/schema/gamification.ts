import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { BadgeCode, RewardedAction } from '@trilha/shared';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every reward once: the key names the event (the trip planned, the flight added…), so doing something
 * twice, or undoing and redoing it, never earns twice; undoing takes its points back.
 */
export const pointEvents = pgTable(
  'point_events',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().$type<RewardedAction>().notNull(),
    subject: text().notNull(),
    points: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.action, table.subject] })],
);

export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().$type<BadgeCode>().notNull(),
    earnedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);
