import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShareRole } from '@trilha/shared';
import { createdAt, primaryId } from './columns';
import { trips } from './trips';
import { users } from './users';
import { tripParticipants } from './expenses';

/**
 * A link that lets whoever opens it join a trip with its role (API.md "Sharing links"). Its token is kept
 * as issued: the trip's owner and admins list their links to copy them again, as a chat message would.
 * A revoked, expired or used-up link stays, so opening it says which it is rather than "not found".
 */
export const tripInviteLinks = pgTable(
  'trip_invite_links',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    role: text().$type<ShareRole>().notNull(),
    /**
     * A named guest of the trip's costs this link was made for: whoever joins by it takes the guest's
     * place (their expenses and balances). Null for a link anyone may use.
     */
    participantId: uuid().references(() => tripParticipants.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }),
    /** Null: reusable without limit; 1: single-use. */
    maxUses: integer(),
    uses: integer().notNull().default(0),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trip_invite_links_token_unique').on(table.token),
    index('trip_invite_links_trip_idx').on(table.tripId),
  ],
);

/**
 * The secret link to a trip's read-only public page. A trip has at most one live link; a revoked one
 * stays so that opening it says it was revoked.
 */
export const tripPublicLinks = pgTable(
  'trip_public_links',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    includeCosts: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trip_public_links_token_unique').on(table.token),
    uniqueIndex('trip_public_links_live_unique')
      .on(table.tripId)
      .where(sql`${table.revokedAt} is null`),
  ],
);
