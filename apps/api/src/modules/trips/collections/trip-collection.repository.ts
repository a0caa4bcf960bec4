import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { isUuid } from '../../../lib/ids';
import { jsonRows } from '../../../db/json-rows';

export type CollectionTable = PgTable & { id: PgColumn; tripId: PgColumn };

/**
 * The rows of one trip collection's table (tips, contacts, stays, tours): what createTripCollection reads
 * and writes, in the list's order (`orderBy`, then creation order: ids are time-ordered).
 */
export function tripCollectionRepository<Table extends CollectionTable>(table: Table, orderBy: SQL[] = []) {
  type Row = Table['$inferSelect'];
  const byId = (tripId: string, id: string) => and(eq(table.id, id), eq(table.tripId, tripId));
  const order = () => [...orderBy, asc(table.id)];

  return {
    async find(db: Executor, tripId: string, id: string): Promise<Row | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(byId(tripId, id))) as Row[];
      return rows[0];
    },

    async forTrip(db: Executor, tripId: string): Promise<Row[]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.tripId, tripId))
        .orderBy(...order())) as Row[];
    },

    /** The same list as JSON inside the trip page's statement (shown columns only). */
    forTripJson: (tripId: string) =>
      jsonRows(table, { where: eq(table.tripId, tripId), orderBy: order(), shownOnly: true }),

    async insert(db: Executor, values: Table['$inferInsert']): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      return row!;
    },

    /** Several rows at once (a booking import's stays or tours), in one statement. */
    async insertMany(db: Executor, values: Table['$inferInsert'][]): Promise<Row[]> {
      if (values.length === 0) return [];
      return (await db.insert(table).values(values).returning()) as Row[];
    },

    async update(db: Executor, tripId: string, id: string, columns: Partial<Row>): Promise<Row | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = (await db.update(table).set(columns).where(byId(tripId, id)).returning()) as Row[];
      return rows[0];
    },

    async delete(db: Executor, tripId: string, id: string): Promise<Row | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = (await db.delete(table).where(byId(tripId, id)).returning()) as Row[];
      return rows[0];
    },
  };
}
