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

function rowObject(table: PgTable, extra: Record<string, SQL> = {}): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([name, column]) =>
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
}

/** `(select json_agg(row) …)`: the matching rows of `table` in order, `[]` when none. */
export function jsonRows(table: PgTable, { where, orderBy, extra }: JsonRowsOptions): SQL<unknown> {
  const order = sql.join(orderBy, sql`, `);
  return sql`(select coalesce(json_agg(${rowObject(table, extra)} order by ${order}), '[]'::json) from ${table} where ${where})`;
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
      row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    }
  }
  return rows as T['$inferSelect'][];
}
