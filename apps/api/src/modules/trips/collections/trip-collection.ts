import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { mergeUpdate } from '../../../lib/partial-update';
import type { Actor } from '../../../plugins/auth';
import type { TripRow } from '../trips.repository';
import { decodeShownRows, jsonRows, type ShownRow } from '../../../lib/json-rows';
import type { TripPart } from '../trip-parts';
import type { TripsService } from '../trips.service';
import type { RewardedAction } from '@trilha/shared';
import type { Rewards } from '../../gamification/gamification.service';

type CollectionTable = PgTable & { id: PgColumn; tripId: PgColumn };

export interface TripCollectionOptions<Table extends CollectionTable, Input, Output> {
  table: Table;
  /** The error code's prefix: `TIP` answers 404 TIP_NOT_FOUND. */
  thing: string;
  /** The create schema: a partial update is merged with the stored item and checked whole by it. */
  schema: z.ZodObject;
  /** Input to columns; the trip is there for rules that depend on it (dates within it, its currency). */
  toColumns: (input: Input, trip: TripRow) => Omit<Table['$inferInsert'], 'id' | 'tripId'>;
  /** Shows a row; the trip page's rows come without the columns no presenter shows (ShownRow). */
  present: (row: ShownRow<Table['$inferSelect']>) => Output;
  /** List order; creation order (time-ordered ids) when not given. */
  orderBy?: SQL[];
  /** Points for adding one (taken back when it is removed). */
  reward?: { action: RewardedAction; rewards: Rewards };
  /** Runs after an item is deleted, with its row (its stored files go with it). */
  afterRemove?: (row: Table['$inferSelect']) => Promise<void>;
}

/**
 * A flat list of things that belong to one trip (tips, contacts): read by anyone who may read the trip,
 * written by its admins and owner, in creation order (ids are time-ordered UUIDs).
 */
export function createTripCollection<Table extends CollectionTable, Input, Output>(
  { db, trips }: { db: Database; trips: TripsService },
  {
    table,
    thing,
    schema,
    toColumns,
    present,
    orderBy,
    reward,
    afterRemove,
  }: TripCollectionOptions<Table, Input, Output>,
) {
  type Row = Table['$inferSelect'];
  const byId = (tripId: string, id: string) => and(eq(table.id, id), eq(table.tripId, tripId));

  async function patch(tripId: string, id: string, columns: Partial<Row>): Promise<Output> {
    const rows = isUuid(id)
      ? ((await db.update(table).set(columns).where(byId(tripId, id)).returning()) as Row[])
      : [];
    if (!rows[0]) throw notFound(thing);
    return present(rows[0]);
  }

  async function find(tripId: string, id: string): Promise<Row> {
    const rows = isUuid(id)
      ? ((await db
          .select()
          .from(table as PgTable)
          .where(byId(tripId, id))) as Row[])
      : [];
    if (!rows[0]) throw notFound(thing);
    return rows[0];
  }

  const order = () => [...(orderBy ?? []), asc(table.id)];

  /** Every item of a trip already authorized. */
  async function forTrip(trip: TripRow): Promise<Output[]> {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.tripId, trip.id))
      .orderBy(...order())) as Row[];
    return rows.map(present);
  }

  /** The same list as part of the trip's page. */
  const part: TripPart<Output[]> = {
    select: (trip) =>
      jsonRows(table, { where: eq(table.tripId, trip.id), orderBy: order(), shownOnly: true }),
    present: (value) => decodeShownRows(table, value).map(present),
  };

  return {
    forTrip,
    part,

    async list(actor: Actor, tripId: string): Promise<Output[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      return forTrip(trip);
    },

    async get(actor: Actor, tripId: string, id: string): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'read');
      return present(await find(trip.id, id));
    },

    async create(actor: Actor, tripId: string, input: Input): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const values = { ...toColumns(input, trip), tripId: trip.id } as Table['$inferInsert'];
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      await reward?.rewards.award(actor.id, reward.action, (row as { id: string }).id);
      return present(row!);
    },

    /** Any subset of the fields; the item as it is supplies the rest (present answers the contract shape). */
    async update(actor: Actor, tripId: string, id: string, changes: Partial<Input>): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const input = mergeUpdate(schema, present(await find(trip.id, id)) as object, changes) as Input;
      return patch(trip.id, id, toColumns(input, trip) as Partial<Row>);
    },

    /** Changes only the given columns (marking a booking booked). */
    async patch(actor: Actor, tripId: string, id: string, columns: Partial<Row>): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'update');
      return patch(trip.id, id, columns);
    },

    async remove(actor: Actor, tripId: string, id: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const rows = isUuid(id) ? ((await db.delete(table).where(byId(trip.id, id)).returning()) as Row[]) : [];
      if (!rows[0]) throw notFound(thing);
      await afterRemove?.(rows[0]);
      await reward?.rewards.revoke(reward.action, id);
    },
  };
}

export type TripCollection<Input, Output> = {
  forTrip(trip: TripRow): Promise<Output[]>;
  part: TripPart<Output[]>;
  list(actor: Actor, tripId: string): Promise<Output[]>;
  get(actor: Actor, tripId: string, id: string): Promise<Output>;
  create(actor: Actor, tripId: string, input: Input): Promise<Output>;
  update(actor: Actor, tripId: string, id: string, changes: Partial<Input>): Promise<Output>;
  remove(actor: Actor, tripId: string, id: string): Promise<void>;
};
