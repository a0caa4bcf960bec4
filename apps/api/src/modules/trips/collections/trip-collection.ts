import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import type { Actor } from '../../../plugins/auth';
import type { TripsService } from '../trips.service';

type CollectionTable = PgTable & { id: PgColumn; tripId: PgColumn };

export interface TripCollectionOptions<Table extends CollectionTable, Input, Output> {
  table: Table;
  /** The error code's prefix: `TIP` answers 404 TIP_NOT_FOUND. */
  thing: string;
  toColumns: (input: Input) => Omit<Table['$inferInsert'], 'id' | 'tripId'>;
  present: (row: Table['$inferSelect']) => Output;
}

/**
 * A flat list of things that belong to one trip (tips, contacts): read by anyone who may read the trip,
 * written by its admins and owner, in creation order (ids are time-ordered UUIDs).
 */
export function createTripCollection<Table extends CollectionTable, Input, Output>(
  { db, trips }: { db: Database; trips: TripsService },
  { table, thing, toColumns, present }: TripCollectionOptions<Table, Input, Output>,
) {
  type Row = Table['$inferSelect'];
  const byId = (tripId: string, id: string) => and(eq(table.id, id), eq(table.tripId, tripId));

  return {
    async list(actor: Actor, tripId: string): Promise<Output[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.tripId, trip.id))
        .orderBy(asc(table.id))) as Row[];
      return rows.map(present);
    },

    async create(actor: Actor, tripId: string, input: Input): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const values = { ...toColumns(input), tripId: trip.id } as Table['$inferInsert'];
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      return present(row!);
    },

    async update(actor: Actor, tripId: string, id: string, input: Input): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const rows = isUuid(id)
        ? ((await db
            .update(table)
            .set(toColumns(input) as Partial<Row>)
            .where(byId(trip.id, id))
            .returning()) as Row[])
        : [];
      if (!rows[0]) throw notFound(thing);
      return present(rows[0]);
    },

    async remove(actor: Actor, tripId: string, id: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const rows = isUuid(id)
        ? await db.delete(table).where(byId(trip.id, id)).returning({ id: table.id })
        : [];
      if (!rows[0]) throw notFound(thing);
    },
  };
}

export type TripCollection<Input, Output> = {
  list(actor: Actor, tripId: string): Promise<Output[]>;
  create(actor: Actor, tripId: string, input: Input): Promise<Output>;
  update(actor: Actor, tripId: string, id: string, input: Input): Promise<Output>;
  remove(actor: Actor, tripId: string, id: string): Promise<void>;
};
