import type { Executor } from './client';

const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A statement of a hot path, built and prepared once per database handle and then run by name: building
 * a query's SQL with drizzle costs the server more CPU than PostgreSQL spends running a small statement.
 * `build` must give the same SQL every time (values go in as `sql.placeholder`s).
 */
export function preparedOnce<T>(db: Executor, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
