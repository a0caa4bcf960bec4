import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SessionMethod, TwoFactorRequirement } from '@trilha/shared';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * One sign-in: its token carries the id (`sid`), so the auth lookup refuses it once revoked. Its device
 * (user agent, address) and how it signed in are shown on the account's sessions page. A revoked or
 * expired session stays until the account goes; the page lists only the live ones.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Moved at most every few minutes by the auth hook, never on every request.
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ip: text(),
    // 'password' | 'google' today; OIDC and passkeys add theirs.
    method: text().$type<SessionMethod>().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A TOTP second factor (RFC 6238). The secret is kept as base32 text: the project has no encryption
 * helper for secrets at rest yet. `enabledAt` is null while the enrolment waits for its first code;
 * `lastUsedStep` refuses a code already used (a replay within its 30 s window).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: integer(),
  createdAt: createdAt(),
});

/** The one-time backup codes of a second factor, as SHA-256 hashes; a used one keeps its `usedAt`. */
export const userBackupCodes = pgTable(
  'user_backup_codes',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_backup_codes_user_hash_unique').on(table.userId, table.codeHash)],
);

/**
 * The platform's settings an administrator changes on the admin screens: one row (id 1). Missing, every
 * setting has its default (the auth lookup reads it with a left join).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint().primaryKey().default(1),
    twoFactorRequired: text().$type<TwoFactorRequirement>().notNull().default('nobody'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_settings_one_row', sql`${table.id} = 1`)],
);
