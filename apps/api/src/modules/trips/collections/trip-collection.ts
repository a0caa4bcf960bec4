import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { mergeUpdate } from '../../../lib/partial-update';
import type { Actor } from '../../../plugins/auth';
import type { TripRow } from '../trips.repository';
import { decodeShownRows, type ShownRow } from '../../../db/json-rows';
import { tripCollectionRepository, type CollectionTable } from './trip-collection.repository';
import type { TripPart } from '../trip-parts.repository';
import type { TripsService } from '../trips.service';
import { answerOnce, createOnce } from '../change-keys';
import type { RewardedAction } from '@trilha/shared';
import type { Rewards } from '../../gamification/gamification.service';

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
  /** The table's rows in the list's order: creation order (time-ordered ids) when not given. */
  repository?: ReturnType<typeof tripCollectionRepository<Table>>;
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
    repository = tripCollectionRepository(table),
    reward,
    afterRemove,
  }: TripCollectionOptions<Table, Input, Output>,
) {
  type Row = Table['$inferSelect'];

  async function patch(tripId: string, id: string, columns: Partial<Row>): Promise<Output> {
    const row = await repository.update(db, tripId, id, columns);
    if (!row) throw notFound(thing);
    return present(row);
  }

  async function find(tripId: string, id: string): Promise<Row> {
    const row = await repository.find(db, tripId, id);
    if (!row) throw notFound(thing);
    return row;
  }

  /** Every item of a trip already authorized. */
  async function forTrip(trip: TripRow): Promise<Output[]> {
    return (await repository.forTrip(db, trip.id)).map(present);
  }

  /** The same list as part of the trip's page. */
  const part: TripPart<Output[]> = {
    select: (trip) => repository.forTripJson(trip.id),
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

    /** `key`: the request's Idempotency-Key; sent again, it answers the item the first sending made. */
    async create(actor: Actor, tripId: string, input: Input, key?: string): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const values = { ...toColumns(input, trip), tripId: trip.id } as Table['$inferInsert'];
      // Without a key, one statement needs no transaction of its own.
      const once =
        key === undefined
          ? { made: await repository.insert(db, values) }
          : await db.transaction((tx) =>
              createOnce(tx, trip.id, key, thing, async () => {
                const row = await repository.insert(tx, values);
                return { id: (row as { id: string }).id, value: row };
              }),
            );
      if ('earlier' in once) return answerOnce(once, (id) => find(trip.id, id).then(present));
      await reward?.rewards.award(actor.id, reward.action, (once.made as { id: string }).id);
      return present(once.made);
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
      const row = await repository.delete(db, trip.id, id);
      if (!row) throw notFound(thing);
      await afterRemove?.(row);
      await reward?.rewards.revoke(reward.action, id);
    },
  };
}

export type TripCollection<Input, Output> = {
  forTrip(trip: TripRow): Promise<Output[]>;
  part: TripPart<Output[]>;
  list(actor: Actor, tripId: string): Promise<Output[]>;
  get(actor: Actor, tripId: string, id: string): Promise<Output>;
  create(actor: Actor, tripId: string, input: Input, key?: string): Promise<Output>;
  update(actor: Actor, tripId: string, id: string, changes: Partial<Input>): Promise<Output>;
  remove(actor: Actor, tripId: string, id: string): Promise<void>;
};
