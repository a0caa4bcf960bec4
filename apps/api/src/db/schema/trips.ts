import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Budget, Currency, ShareRole } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';
import { agencies } from './agencies';

export const trips = pgTable(
  'trips',
  {
    id: primaryId(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    destinationName: text().notNull(),
    destinationCountryCode: text(),
    destinationLat: doublePrecision(),
    destinationLon: doublePrecision(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    budget: text().$type<Budget>().notNull(),
    interests: text().array().notNull().default([]),
    currency: text().$type<Currency>().notNull(),
    /** The travellers' spending budget in minor units of `currency`; null when they set none. */
    budgetMinor: bigint({ mode: 'number' }),
    notes: text().notNull().default(''),
    /**
     * The agency that plans this trip with its owner, one of its clients: its staff's access to the trip
     * comes from that relation (see agency-access.repository.ts). Null for a trip of the owner's own.
     */
    agencyId: uuid().references(() => agencies.id, { onDelete: 'set null' }),
    /**
     * Goes up with every change to what the trip's pages show: the trip itself, and (by triggers, so no
     * writer can forget) its items, costs, people and photos and its people's names (migration 0024). A
     * page read at one revision is the same page at that revision, which is what lib/page-cache.ts keeps.
     */
    revision: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * For each table a page reads (and `trips` for the row itself), the revision of its last change
     * (migration 0033), so one part of a page can be kept while another is read again. A table missing
     * from it has not changed since the migration.
     */
    partRevisions: jsonb().$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The owner's list reads this index in date order, whichever way it pages.
  (table) => [index('trips_owner_start_idx').on(table.ownerId, table.startDate, table.id)],
);

/**
 * For each person, the revision of their list of trips (the trips they own and those shared with them, as
 * the list shows them): taken from one sequence, so it names one version of one person's list. Moved by
 * triggers (migration 0036) whenever a listed trip's shown fields or a share change, so a list read at the
 * same revision is the same list (trips.service.ts keeps it, lib/page-cache.ts). No row: nothing changed
 * since the migration.
 */
export const tripListRevisions = pgTable('trip_list_revisions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint({ mode: 'number' }).notNull(),
});

export const tripShares = pgTable(
  'trip_shares',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<ShareRole>().notNull(),
    /**
     * Set on a share the agency's role gave its staff (planning a client's trip, being the client's
     * consultant): it lasts only as long as that relation. Null on a share someone gave in person, which
     * no change in an agency touches.
     */
    agencyId: uuid().references(() => agencies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trip_shares_trip_user_unique').on(table.tripId, table.userId),
    index('trip_shares_user_id_idx').on(table.userId),
    index('trip_shares_agency_idx')
      .on(table.agencyId)
      .where(sql`${table.agencyId} is not null`),
  ],
);

/**
 * A creation sent with an `Idempotency-Key`, and what it made: the same change sent again (an offline
 * queue resent after a reload, a client retrying a lost answer) answers that instead of making a second.
 * Written in the creation's transaction; kept 30 days (jobs/daily.ts).
 */
export const tripChangeKeys = pgTable(
  'trip_change_keys',
  {
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    key: uuid().notNull(),
    /** What the key made (`expense`, `itinerary-item`, `tip`, ...): a key is not reused for another kind. */
    kind: text().notNull(),
    resourceId: uuid(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.key] }),
    index('trip_change_keys_created_idx').on(table.createdAt),
  ],
);
