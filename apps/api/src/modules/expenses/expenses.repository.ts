import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bookings, expenses, expenseShares, flights, tours } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { decodeRows, jsonRows } from '../../db/json-rows';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseColumns = Omit<typeof expenses.$inferInsert, 'id' | 'tripId'>;
export type ShareRow = typeof expenseShares.$inferSelect;
export interface ExpenseWithShares {
  expense: ExpenseRow;
  shares: ShareRow[];
}
export interface ShareValue {
  participantId: string;
  shareMinor: number;
}

/**
 * The shares of `rows`: for a whole trip's list, read by trip through the join (one indexed scan rather
 * than thousands of ids in a parameter list).
 */
async function withShares(db: Executor, rows: ExpenseRow[], tripId?: string): Promise<ExpenseWithShares[]> {
  if (rows.length === 0) return [];
  const shares = await db
    .select({
      expenseId: expenseShares.expenseId,
      participantId: expenseShares.participantId,
      position: expenseShares.position,
      shareMinor: expenseShares.shareMinor,
    })
    .from(expenseShares)
    .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
    .where(
      tripId && rows.length > 50
        ? eq(expenses.tripId, tripId)
        : inArray(
            expenseShares.expenseId,
            rows.map((row) => row.id),
          ),
    )
    .orderBy(asc(expenseShares.position));
  const byExpense = new Map<string, ShareRow[]>();
  for (const share of shares)
    byExpense.set(share.expenseId, [...(byExpense.get(share.expenseId) ?? []), share]);
  return rows.map((expense) => ({ expense, shares: byExpense.get(expense.id) ?? [] }));
}

/** An expense's shares, written in order and answered as written (no second read). */
async function insertShares(db: Executor, expenseId: string, shares: ShareValue[]): Promise<ShareRow[]> {
  if (shares.length === 0) return [];
  const rows = await db
    .insert(expenseShares)
    .values(shares.map((share, position) => ({ ...share, position, expenseId })))
    .returning();
  return rows.sort((a, b) => a.position - b.position);
}

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
      },
    }),

  decodeList(value: unknown): ExpenseWithShares[] {
    return decodeRows(expenses, value).map((row) => {
      const { shares, ...expense } = row as ExpenseRow & { shares: unknown };
      return { expense, shares: decodeRows(expenseShares, shares) };
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
   * What a trip's expense summary reads, in one JSON object inside the page's statement: its people
   * (`peopleJson`), its participants (`participantsJson`), its expenses with their shares, and its planned costs.
   */
  summaryJson: (tripId: string, peopleJson: SQL, participantsJson: SQL) =>
    sql`json_build_object('people', ${peopleJson}, 'participants', ${participantsJson}, 'expenses', ${expensesRepository.listJson(tripId)}, 'planned', ${plannedJson(tripId)})`,

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

  async insert(db: Executor, tripId: string, columns: ExpenseColumns, shares: ShareValue[]) {
    const [row] = await db
      .insert(expenses)
      .values({ ...columns, tripId })
      .returning();
    return { expense: row!, shares: await insertShares(db, row!.id, shares) };
  },

  async replace(db: Executor, tripId: string, id: string, columns: ExpenseColumns, shares: ShareValue[]) {
    if (!isUuid(id)) return undefined;
    const [row] = await db.update(expenses).set(columns).where(byId(tripId, id)).returning();
    if (!row) return undefined;
    await db.delete(expenseShares).where(eq(expenseShares.expenseId, row.id));
    return { expense: row, shares: await insertShares(db, row.id, shares) };
  },

  async delete(db: Executor, tripId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db.delete(expenses).where(byId(tripId, id)).returning({ id: expenses.id });
    return rows.length > 0;
  },

  /** Expenses where the person paid or has a share. */
  async idsInvolving(db: Executor, tripId: string, participantId: string): Promise<Set<string>> {
    if (!isUuid(participantId)) return new Set();
    const [payer, sharer] = await Promise.all([
      db
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.tripId, tripId), eq(expenses.paidBy, participantId))),
      db
        .select({ id: expenseShares.expenseId })
        .from(expenseShares)
        .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
        .where(and(eq(expenses.tripId, tripId), eq(expenseShares.participantId, participantId))),
    ]);
    return new Set([...payer, ...sharer].map((row) => row.id));
  },
};
