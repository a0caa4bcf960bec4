import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  bookings,
  tripChangeKeys,
  expenseLines,
  expensePayers,
  expenses,
  expenseShares,
  flights,
  tours,
} from '../../db/schema';
import type { Database, Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { isUuid, newId } from '../../lib/ids';
import { decodeRows, jsonRows } from '../../db/json-rows';
import type { ChangedKeys } from '../trips/trip-parts.repository';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseColumns = Omit<typeof expenses.$inferInsert, 'id' | 'tripId'>;
export type ShareRow = typeof expenseShares.$inferSelect;
export type PayerRow = typeof expensePayers.$inferSelect;
export type LineRow = typeof expenseLines.$inferSelect;
/** An expense with its shares and, when it has them, its several payers and its receipt's lines. */
export interface ExpenseWithShares {
  expense: ExpenseRow;
  shares: ShareRow[];
  payers: PayerRow[];
  lines: LineRow[];
}
/** The columns of an expense the costs' summary sums up (no text, receipt or timestamps). */
const SUMMED_COLUMNS = [
  'id',
  'kind',
  'amountMinor',
  'currency',
  'rate',
  'rateCurrency',
  'rateDate',
  'category',
  'date',
  'paidBy',
] as const satisfies readonly (keyof ExpenseRow)[];

/** An expense as the summary reads it: what it sums, with its shares and payers. */
export interface SummedExpense {
  expense: Pick<ExpenseRow, (typeof SUMMED_COLUMNS)[number]>;
  shares: Pick<ShareRow, 'participantId' | 'shareMinor'>[];
  payers: Pick<PayerRow, 'participantId' | 'amountMinor'>[];
}

export interface ShareValue {
  participantId: string;
  shareMinor: number;
}
export interface PayerValue {
  participantId: string;
  amountMinor: number;
}
export interface LineValue {
  description: string;
  amountMinor: number;
  participantIds: string[];
}
/** What is written with an expense's row, in the same transaction. */
export interface ExpenseParts {
  shares: ShareValue[];
  /** Empty for one payer (`paidBy`). */
  payers: PayerValue[];
  /** Empty unless itemised. */
  lines: LineValue[];
}

/**
 * Which child rows belong to `rows`: for a whole trip's list, by trip (one indexed scan rather than
 * thousands of ids in a parameter list).
 */
function ofExpenses(expenseId: PgColumn, rows: ExpenseRow[], tripId?: string): SQL {
  return tripId && rows.length > 50
    ? inArray(expenseId, sql`(select ${expenses.id} from ${expenses} where ${expenses.tripId} = ${tripId})`)
    : inArray(
        expenseId,
        rows.map((row) => row.id),
      );
}

/** Child rows by their expense, in the order read. */
function byExpense<Row extends { expenseId: string }>(children: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const child of children)
    grouped.set(child.expenseId, [...(grouped.get(child.expenseId) ?? []), child]);
  return grouped;
}

/** The shares, payers and lines of `rows`, each in its written order. */
async function withShares(db: Executor, rows: ExpenseRow[], tripId?: string): Promise<ExpenseWithShares[]> {
  if (rows.length === 0) return [];
  const [shares, payers, lines] = await Promise.all([
    db
      .select()
      .from(expenseShares)
      .where(ofExpenses(expenseShares.expenseId, rows, tripId))
      .orderBy(asc(expenseShares.position)),
    db
      .select()
      .from(expensePayers)
      .where(ofExpenses(expensePayers.expenseId, rows, tripId))
      .orderBy(asc(expensePayers.position)),
    db
      .select()
      .from(expenseLines)
      .where(ofExpenses(expenseLines.expenseId, rows, tripId))
      .orderBy(asc(expenseLines.position)),
  ]);
  const [sharesBy, payersBy, linesBy] = [byExpense(shares), byExpense(payers), byExpense(lines)];
  return rows.map((expense) => ({
    expense,
    shares: sharesBy.get(expense.id) ?? [],
    payers: payersBy.get(expense.id) ?? [],
    lines: linesBy.get(expense.id) ?? [],
  }));
}

/** An expense's shares, payers and lines, written in order and answered as written (no second read). */
async function insertParts(db: Executor, expenseId: string, parts: ExpenseParts) {
  const numbered = <Value>(values: Value[]) =>
    values.map((value, position) => ({ ...value, position, expenseId }));
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  const [shares, payers, lines] = await Promise.all([
    parts.shares.length ? db.insert(expenseShares).values(numbered(parts.shares)).returning() : [],
    parts.payers.length ? db.insert(expensePayers).values(numbered(parts.payers)).returning() : [],
    parts.lines.length ? db.insert(expenseLines).values(numbered(parts.lines)).returning() : [],
  ]);
  return { shares: shares.sort(byPosition), payers: payers.sort(byPosition), lines: lines.sort(byPosition) };
}

/** Columns an insert leaves to the database: when the row was written. */
const WRITTEN_AT = new Set(['createdAt', 'updatedAt']);
/** A column's name in SQL: the schema's names are its keys, in snake case (db/client.ts's `casing`). */
const nameOf = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);
const insertedColumns = (table: PgTable) =>
  Object.entries(getTableColumns(table)).filter(([key]) => !WRITTEN_AT.has(key));

/** A row as `insertFromJson` reads it: its values by column name. */
const jsonRecord = (table: PgTable, row: Record<string, unknown>) =>
  Object.fromEntries(insertedColumns(table).map(([key, column]) => [nameOf(column), row[key] ?? null]));

/**
 * An insert of `table`'s rows given as one JSON array (see jsonRecord) when `when` holds, `returning *`:
 * a statement of fixed text however many rows, so it is prepared once.
 */
function insertFromJson(table: PgTable, json: SQL, when: SQL): SQL {
  const columns = insertedColumns(table).map(([, column]) => column);
  const names = sql.join(
    columns.map((column) => sql.identifier(nameOf(column))),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(nameOf(column))} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}) as "row"(${types}) where ${when} returning *`;
}

/** The rows a `with` query of `insertFromJson` inserted, as `jsonRows` reads a table's. */
const insertedJson = (table: PgTable, query: string, orderBy: SQL[]) =>
  jsonRows(table, { from: sql`${sql.identifier(query)} ${table}`, where: sql`true`, orderBy });

/**
 * An expense with its shares, payers and lines in one statement, prepared once: no transaction of five
 * round trips around it. Under an Idempotency-Key the key is claimed in the same statement, naming the
 * expense it makes, and nothing is written when it was claimed before.
 */
const createStatement = (db: Database) =>
  preparedOnce(db, 'expense_create', () => {
    const value = (name: string) => sql`${sql.placeholder(name)}`;
    const keyed = sql`${value('key')}::uuid is not null`;
    const unkeyed = sql`${value('key')}::uuid is null`;
    const claimed = db.$with('claimed', { claimed: sql<number>`"claimed"` }).as(
      sql`insert into ${tripChangeKeys} ("trip_id", "key", "kind", "resource_id")
        select ${value('tripId')}::uuid, ${value('key')}::uuid, 'expense', ${value('id')}::uuid where ${keyed}
        on conflict do nothing returning 1 as "claimed"`,
    );
    const made = db
      .$with('made', { id: sql<string>`"id"` })
      .as(
        insertFromJson(
          expenses,
          sql`${value('expense')}::json`,
          sql`${unkeyed} or exists (select 1 from "claimed")`,
        ),
      );
    const withParts = (alias: string, table: PgTable) =>
      db
        .$with(alias, { position: sql<number>`"position"` })
        .as(insertFromJson(table, sql`${value(alias)}::json`, sql`exists (select 1 from "made")`));
    const shares = withParts('shares', expenseShares);
    const payers = withParts('payers', expensePayers);
    const lines = withParts('lines', expenseLines);
    return db
      .with(claimed, made, shares, payers, lines)
      .select({
        expense: insertedJson(expenses, 'made', [sql`true`]),
        shares: insertedJson(expenseShares, 'shares', [asc(expenseShares.position)]),
        payers: insertedJson(expensePayers, 'payers', [asc(expensePayers.position)]),
        lines: insertedJson(expenseLines, 'lines', [asc(expenseLines.position)]),
      })
      .from(sql`(select 1) as "statement"`)
      .prepare('expense_create');
  });

const byId = (tripId: string, id: string) => and(eq(expenses.id, id), eq(expenses.tripId, tripId));

/** Which of a trip's expenses a list shows: all, or one category's, or one date's. */
export interface ExpenseFilters {
  category?: string;
  date?: string;
}

const filtersOf = ({ category, date }: ExpenseFilters): SQL[] => [
  ...(category ? [eq(expenses.category, category as ExpenseRow['category'])] : []),
  ...(date ? [eq(expenses.date, date)] : []),
];

/** The items an expense can be made from, by the kind its `source` names. */
const SOURCE_TABLES = { booking: bookings, tour: tours, flight: flights } as const;

/**
 * The trip's booked stays and tours and its flights that have a price and no expense made from them yet:
 * what the trip will spend, or has spent without anyone recording who paid. A free tour (price 0) costs
 * nothing; a cancelled flight is not spent. As JSON, inside the summary's one read.
 */
const plannedJson = (tripId: string) => sql`(
  select coalesce(json_agg(item order by item."date", item.kind, item.id), '[]'::json) from (
    select 'booking' as kind, b.id, b.accommodation_name as name, b.check_in as "date",
           b.price_minor as "priceMinor", b.currency
    from bookings b
    where b.trip_id = ${tripId} and b.booked and b.price_minor > 0
      and not exists (select 1 from expenses e where e.booking_id = b.id)
    union all
    select 'tour', t.id, t.name, t.date, t.price_minor, t.currency
    from tours t
    where t.trip_id = ${tripId} and t.booked and t.price_minor > 0
      and not exists (select 1 from expenses e where e.tour_id = t.id)
    union all
    select 'flight', f.id, f.airline || ' ' || f.flight_number,
           (f.departure_at at time zone f.departure_zone)::date, f.price_minor, f.currency
    from flights f
    where f.trip_id = ${tripId} and f.status <> 'cancelled' and f.price_minor > 0
      and not exists (select 1 from expenses e where e.flight_id = f.id)
  ) item)`;

export const expensesRepository = {
  /** `list(db, tripId)` as JSON inside a larger statement, each expense with its shares. */
  listJson: (tripId: string, filters: ExpenseFilters = {}) =>
    jsonRows(expenses, {
      where: and(eq(expenses.tripId, tripId), ...filtersOf(filters)),
      orderBy: [asc(expenses.date), asc(expenses.id)],
      extra: {
        shares: jsonRows(expenseShares, {
          where: eq(expenseShares.expenseId, expenses.id),
          orderBy: [asc(expenseShares.position)],
        }),
        payers: jsonRows(expensePayers, {
          where: eq(expensePayers.expenseId, expenses.id),
          orderBy: [asc(expensePayers.position)],
        }),
        lines: jsonRows(expenseLines, {
          where: eq(expenseLines.expenseId, expenses.id),
          orderBy: [asc(expenseLines.position)],
        }),
      },
    }),

  decodeList(value: unknown): ExpenseWithShares[] {
    return decodeRows(expenses, value).map((row) => {
      const { shares, payers, lines, ...expense } = row as ExpenseRow &
        Record<'shares' | 'payers' | 'lines', unknown>;
      return {
        expense,
        shares: decodeRows(expenseShares, shares),
        payers: decodeRows(expensePayers, payers),
        lines: decodeRows(expenseLines, lines),
      };
    });
  },

  /**
   * A trip's expenses as the summary reads them, as JSON inside a larger statement: on a trip of 1,000
   * expenses, their descriptions, receipts and timestamps were most of what the summary parsed.
   */
  summedJson: (tripId: string, keys?: SQL) =>
    jsonRows(expenses, {
      where: and(eq(expenses.tripId, tripId), keys),
      orderBy: [asc(expenses.date), asc(expenses.id)],
      columns: SUMMED_COLUMNS,
      extra: {
        shares: jsonRows(expenseShares, {
          where: eq(expenseShares.expenseId, expenses.id),
          orderBy: [asc(expenseShares.position)],
          columns: ['participantId', 'shareMinor'],
        }),
        payers: jsonRows(expensePayers, {
          where: eq(expensePayers.expenseId, expenses.id),
          orderBy: [asc(expensePayers.position)],
          columns: ['participantId', 'amountMinor'],
        }),
      },
    }),

  decodeSummed(value: unknown): SummedExpense[] {
    return decodeRows(expenses, value).map((row) => {
      const { shares, payers, ...expense } = row as unknown as SummedExpense['expense'] &
        Record<'shares' | 'payers', unknown>;
      return {
        expense,
        shares: decodeRows(expenseShares, shares),
        payers: decodeRows(expensePayers, payers),
      };
    });
  },

  async list(db: Executor, tripId: string, filters: ExpenseFilters = {}): Promise<ExpenseWithShares[]> {
    const where = filtersOf(filters);
    const rows = await db
      .select()
      .from(expenses)
      .where(and(eq(expenses.tripId, tripId), ...where))
      .orderBy(asc(expenses.date), asc(expenses.id));
    return withShares(db, rows, where.length === 0 ? tripId : undefined);
  },

  /**
   * What a trip's expense summary reads, in one JSON object inside the page's statement: its expenses with
   * their shares (those of `changed.keys` only, read after a change), and unless `changed.rest` is false
   * its other rows: its people (`peopleJson`), its participants (`participantsJson`) and its planned costs.
   */
  summaryJson: (tripId: string, peopleJson: SQL, participantsJson: SQL, changed?: ChangedKeys) =>
    sql`json_build_object('expenses', ${expensesRepository.summedJson(tripId, changed?.keys)}, 'rest', case when ${changed?.rest ?? sql`true`} then json_build_object('people', ${peopleJson}, 'participants', ${participantsJson}, 'planned', ${plannedJson(tripId)}) end)`,

  /** Whether the booking, tour or flight an expense is made from belongs to the trip. */
  async sourceInTrip(
    db: Executor,
    kind: keyof typeof SOURCE_TABLES,
    tripId: string,
    id: string,
  ): Promise<boolean> {
    if (!isUuid(id)) return false;
    const table = SOURCE_TABLES[kind];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.tripId, tripId)));
    return rows.length > 0;
  },

  async find(db: Executor, tripId: string, id: string): Promise<ExpenseWithShares | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await db.select().from(expenses).where(byId(tripId, id));
    return (await withShares(db, rows))[0];
  },

  /**
   * Writes a new expense with its parts in one statement; under `key`, only if no earlier sending claimed
   * it (undefined then: the caller answers what that sending made).
   */
  async create(
    db: Database,
    tripId: string,
    columns: ExpenseColumns,
    parts: ExpenseParts,
    key?: string,
  ): Promise<ExpenseWithShares | undefined> {
    const id = newId();
    const numbered = <Value>(
      table: PgTable,
      values: Value[],
      extra: (position: number) => object = () => ({}),
    ) =>
      JSON.stringify(
        values.map((row, position) =>
          jsonRecord(table, { ...row, ...extra(position), position, expenseId: id }),
        ),
      );
    const [row] = await createStatement(db).execute({
      tripId,
      key: key ?? null,
      id,
      expense: JSON.stringify([jsonRecord(expenses, { ...columns, id, tripId })]),
      shares: numbered(expenseShares, parts.shares),
      payers: numbered(expensePayers, parts.payers),
      lines: numbered(expenseLines, parts.lines, () => ({ id: newId() })),
    });
    const [expense] = decodeRows(expenses, row!.expense);
    if (!expense) return undefined;
    return {
      expense,
      shares: decodeRows(expenseShares, row!.shares),
      payers: decodeRows(expensePayers, row!.payers),
      lines: decodeRows(expenseLines, row!.lines),
    };
  },

  /** The expense's row rewritten and its shares, payers and lines replaced, in the caller's transaction. */
  async replace(
    db: Executor,
    tripId: string,
    id: string,
    columns: ExpenseColumns,
    parts: ExpenseParts,
  ): Promise<ExpenseWithShares | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.update(expenses).set(columns).where(byId(tripId, id)).returning();
    if (!row) return undefined;
    await Promise.all([
      db.delete(expenseShares).where(eq(expenseShares.expenseId, row.id)),
      db.delete(expensePayers).where(eq(expensePayers.expenseId, row.id)),
      db.delete(expenseLines).where(eq(expenseLines.expenseId, row.id)),
    ]);
    return { expense: row, ...(await insertParts(db, row.id, parts)) };
  },

  async delete(db: Executor, tripId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db.delete(expenses).where(byId(tripId, id)).returning({ id: expenses.id });
    return rows.length > 0;
  },

  /** Expenses where the person paid (alone or with others) or has a share. */
  async idsInvolving(db: Executor, tripId: string, participantId: string): Promise<Set<string>> {
    if (!isUuid(participantId)) return new Set();
    const [payer, sharer, coPayer] = await Promise.all([
      db
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.tripId, tripId), eq(expenses.paidBy, participantId))),
      db
        .select({ id: expenseShares.expenseId })
        .from(expenseShares)
        .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
        .where(and(eq(expenses.tripId, tripId), eq(expenseShares.participantId, participantId))),
      db
        .select({ id: expensePayers.expenseId })
        .from(expensePayers)
        .innerJoin(expenses, eq(expenses.id, expensePayers.expenseId))
        .where(and(eq(expenses.tripId, tripId), eq(expensePayers.participantId, participantId))),
    ]);
    return new Set([...payer, ...sharer, ...coPayer].map((row) => row.id));
  },
};
