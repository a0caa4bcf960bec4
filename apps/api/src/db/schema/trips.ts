import { integer, date, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Budget, Currency, ShareRole } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

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
    budgetMinor: integer(),
    notes: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The owner's list reads this index in date order, whichever way it pages.
  (table) => [index('trips_owner_start_idx').on(table.ownerId, table.startDate, table.id)],
);

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
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trip_shares_trip_user_unique').on(table.tripId, table.userId),
    index('trip_shares_user_id_idx').on(table.userId),
  ],
);
