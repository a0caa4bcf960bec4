import { getTableColumns, sql, type SQL } from 'drizzle-orm';
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

/** The rows of `jsonRows(table, …)` as Drizzle rows of that table. */
export function decodeRows<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (value as Record<string, unknown>[]).map((json) => {
    const row: Record<string, unknown> = { ...json };
    for (const [key, column] of columns) {
      const raw = json[key];
      row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    }
    return row as T['$inferSelect'];
  });
}
