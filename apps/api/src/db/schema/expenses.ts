import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Division, ExpenseCategory, ExpenseKind } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { bookings, flights, tours } from './travel';
import { trips } from './trips';
import { users } from './users';

/**
 * The people of a trip who take part in its costs: a row per user (made when the trip's people are
 * first listed) and per named guest without an account. Expenses point here, so removing someone who
 * paid or shares an expense is refused by the database too.
 */
export const tripParticipants = pgTable(
  'trip_participants',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text().$type<'user' | 'guest'>().notNull(),
    // A user who leaves the trip keeps their row (and their name) while expenses mention them; a deleted
    // account leaves its name behind.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trip_participants_trip_user_unique').on(table.tripId, table.userId),
    uniqueIndex('trip_participants_trip_guest_name_unique')
      .on(table.tripId, sql`lower(${table.name})`)
      .where(sql`${table.kind} = 'guest'`),
    index('trip_participants_user_idx').on(table.userId),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text().$type<ExpenseKind>().notNull().default('expense'),
    description: text().notNull(),
    /** Minor units of `currency` (64 bits, as prices: see travel.ts). */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    category: text().$type<ExpenseCategory>().notNull(),
    date: date({ mode: 'string' }).notNull(),
    paidBy: uuid()
      .notNull()
      .references(() => tripParticipants.id, { onDelete: 'no action' }),
    division: text().$type<Division>().notNull(),
    /** 1 unit of `currency` in `rateCurrency`; null when the expense is in the trip's currency. */
    rate: numeric({ precision: 20, scale: 8 }),
    rateCurrency: text(),
    /** The reference-rate date the rate came from; null when typed by the traveller. */
    rateDate: date({ mode: 'string' }),
    /**
     * The stay, tour or flight this expense pays for (at most one): its price then counts in the trip's
     * spending through this expense only. A deleted item leaves the expense, unlinked.
     */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    tourId: uuid().references(() => tours.id, { onDelete: 'set null' }),
    flightId: uuid().references(() => flights.id, { onDelete: 'set null' }),
    /**
     * An itemised receipt's tax and tip (issue 35), minor units, spread over its people in proportion to
     * their lines; 0 for any other expense.
     */
    taxMinor: bigint({ mode: 'number' }).notNull().default(0),
    tipMinor: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('expenses_trip_date_idx').on(table.tripId, table.date),
    index('expenses_paid_by_idx').on(table.paidBy),
    // One expense per item: its price is never counted twice.
    uniqueIndex('expenses_booking_unique')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    uniqueIndex('expenses_tour_unique')
      .on(table.tourId)
      .where(sql`${table.tourId} is not null`),
    uniqueIndex('expenses_flight_unique')
      .on(table.flightId)
      .where(sql`${table.flightId} is not null`),
  ],
);

export const expenseShares = pgTable(
  'expense_shares',
  {
    expenseId: uuid()
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    participantId: uuid()
      .notNull()
      .references(() => tripParticipants.id, { onDelete: 'no action' }),
    /** Order of the participants as given, so leftover cents go to the same people every time. */
    position: integer().notNull(),
    /** Minor units of the expense's currency; the shares add up to the amount. */
    shareMinor: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.expenseId, table.participantId] }),
    index('expense_shares_participant_idx').on(table.participantId),
  ],
);

/** Reference rates against the euro, one row per date and currency (the ECB publishes euro rates). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    date: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    perEuro: numeric({ precision: 20, scale: 8 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.currency] })],
);

/**
 * Who paid an expense when more than one person did (issue 35): the amounts add up to the expense's.
 * An expense with one payer has no rows here; `expenses.paidBy` is then the payer (and with several,
 * the first of them, so that code reading one payer still reads a real one).
 */
export const expensePayers = pgTable(
  'expense_payers',
  {
    expenseId: uuid()
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    participantId: uuid()
      .notNull()
      .references(() => tripParticipants.id, { onDelete: 'no action' }),
    position: integer().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.expenseId, table.participantId] }),
    index('expense_payers_participant_idx').on(table.participantId),
  ],
);

/**
 * The lines of an itemised receipt (issue 35): each line's amount split equally among its people. The
 * expense's shares (expense_shares) are computed from the lines, tax and tip, and kept as for any expense.
 */
export const expenseLines = pgTable(
  'expense_lines',
  {
    id: primaryId(),
    expenseId: uuid()
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    description: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    participantIds: uuid().array().notNull(),
  },
  (table) => [index('expense_lines_expense_idx').on(table.expenseId, table.position)],
);

/**
 * A trip's saved way of splitting (issue 35): units with a weight each ("the couple" as one unit of
 * weight 1 beside a friend of weight 1), the people of a unit sharing its part equally. Kept as JSON
 * `[{participantIds, weight}]`; removing a participant takes them out of the presets in the same
 * transaction.
 */
export const splitPresets = pgTable(
  'split_presets',
  {
    id: primaryId(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    units: jsonb().$type<{ participantIds: string[]; weight: number }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('split_presets_trip_idx').on(table.tripId, table.createdAt)],
);
