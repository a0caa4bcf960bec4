import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, Language, Role, ThemeMode, UserStatus } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text().notNull(),
    // Stored lower-cased by the schema that admits it, so the unique index is case-insensitive.
    email: text().notNull(),
    passwordHash: text(),
    googleSub: text(),
    role: text().$type<Role>().notNull().default('user'),
    status: text().$type<UserStatus>().notNull().default('active'),
    isPremium: boolean().notNull().default(false),
    premiumUntil: timestamp({ withTimezone: true }),
    agencyId: uuid(),
    // The agency that created this account for someone (the USER_NOT_FOUND-then-name flow): its staff may
    // correct the name and e-mail until the person first signs in (lastSignInAt), never afterwards.
    createdByAgencyId: uuid(),
    lastSignInAt: timestamp({ withTimezone: true }),
    language: text().$type<Language>().notNull().default('pt'),
    currency: text().$type<Currency>().notNull().default('BRL'),
    themeMode: text().$type<ThemeMode>().notNull().default('system'),
    points: integer().notNull().default(0),
    // Bumped to revoke every token issued before (password change, reset, logout-all, suspension).
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
    index('users_email_prefix_idx').on(table.email.op('text_pattern_ops')),
    index('users_name_prefix_idx').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    index('users_agency_id_idx').on(table.agencyId),
    index('users_status_idx').on(table.status),
    // The administration's filters and counts (GET /admin/stats, /admin/users, /admin/premium-users).
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.createdAt),
    index('users_premium_idx')
      .on(table.id)
      .where(sql`${table.isPremium}`),
    // The hourly job ends the manual grants whose last day has passed.
    index('users_premium_until_idx')
      .on(table.premiumUntil)
      .where(sql`${table.premiumUntil} is not null`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the token is kept: a leaked table cannot reset anyone's password.
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

export const aiUsages = pgTable(
  'ai_usages',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_usages_user_feature_used_at_idx').on(table.userId, table.feature, table.usedAt),
    // The administration's AI usage figures: by feature, and over the last 30 days.
    index('ai_usages_feature_idx').on(table.feature),
    index('ai_usages_used_at_idx').on(table.usedAt),
  ],
);
