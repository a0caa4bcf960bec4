import { Column, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows as one JSON array inside a larger statement, decoded back into the rows Drizzle's own
 * select would give (same keys, same Date, string and number types). This is how a page made of many
 * modules' rows (the trip, the day) is read in one round trip while each module keeps presenting its
 * own rows.
 */
// Keys are the schema's own property names, written into the statement rather than sent as parameters.
const key = (name: string) => sql.raw(`'${name}'`);

/**
 * Columns the rows of a page leave out with `shownOnly`: the trip they belong to (the page's own) and when
 * they were written, which none of their presenters shows. A third of each row's JSON, and its two
 * timestamps to decode: on a 100×-larger trip, about a fifth of the page's server time.
 */
const UNSHOWN = new Set(['tripId', 'createdAt', 'updatedAt']);

/** A row read with `shownOnly`. */
export type ShownRow<Row> = Omit<Row, 'tripId' | 'createdAt' | 'updatedAt'>;

function rowObject(
  table: PgTable,
  extra: Record<string, SQL> = {},
  shownOnly = false,
  only?: readonly string[],
): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([name]) => (!shownOnly || !UNSHOWN.has(name)) && (!only || only.includes(name)),
  );
  const pairs = columns.map(([name, column]) =>
    // Numeric stays text, as the driver gives it (a JSON number would drop trailing zeros).
    column.getSQLType().startsWith('numeric')
      ? sql`${key(name)}, ${column}::text`
      : sql`${key(name)}, ${column}`,
  );
  for (const [name, value] of Object.entries(extra)) pairs.push(sql`${key(name)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

export interface JsonRowsOptions {
  where: SQL | undefined;
  orderBy: SQL[];
  /** More keys on each row, from correlated subqueries (an expense's shares). */
  extra?: Record<string, SQL>;
  /** Leave out the columns no presenter of a page shows (decode with `decodeShownRows`). */
  shownOnly?: boolean;
  /** Only these columns (by their names in the schema), for a reader that uses a few (the costs' sums). */
  columns?: readonly string[];
  /**
   * Rows from elsewhere than the table, named as it (`"made" "expenses"`: the rows a data-modifying
   * `with` query inserted, as its `returning *` gives them).
   */
  from?: SQL;
}

/** `(select json_agg(row) …)`: the matching rows of `table` in order, `[]` when none. */
export function jsonRows(
  table: PgTable,
  { where, orderBy, extra, shownOnly, columns, from }: JsonRowsOptions,
): SQL<unknown> {
  const order = sql.join(orderBy, sql`, `);
  return sql`(select coalesce(json_agg(${rowObject(table, extra, shownOnly, columns)} order by ${order}), '[]'::json) from ${from ?? table} where ${where})`;
}

/** Per table, the columns whose driver value needs decoding (dates, timestamps…): most are as sent. */
const decoding = new WeakMap<PgTable, [string, Column][]>();

function columnsToDecode(table: PgTable): [string, Column][] {
  let columns = decoding.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).filter(
      ([, column]) => column.mapFromDriverValue !== Column.prototype.mapFromDriverValue,
    );
    decoding.set(table, columns);
  }
  return columns;
}

/**
 * The rows of `jsonRows(table, …)` as Drizzle rows of that table. `json_build_object` writes every key,
 * so each row already has them all; the rows are decoded in place (they were parsed for this call), as
 * a trip page reads hundreds of them per request.
 */
export function decodeRows<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  const columns = columnsToDecode(table);
  const rows = value as Record<string, unknown>[];
  for (const row of rows) {
    for (const [key, column] of columns) {
      const raw = row[key];
      // Left out of the statement (`shownOnly`): stays out of the row.
      if (raw === undefined) continue;
      row[key] = raw === null ? null : column.mapFromDriverValue(raw);
    }
  }
  return rows as T['$inferSelect'][];
}

/** The rows of `jsonRows(table, { shownOnly: true, … })`. */
export const decodeShownRows = <T extends PgTable>(table: T, value: unknown): ShownRow<T['$inferSelect']>[] =>
  decodeRows(table, value);
