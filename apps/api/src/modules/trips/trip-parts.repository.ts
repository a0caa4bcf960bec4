import { and, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { ShareRole } from '@trilha/shared';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { trips, tripShares } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { TripRow } from './trips.repository';

/**
 * One module's share of a trip page: the SQL that reads its rows as JSON, and how it presents them.
 * Every part of a page is read in one statement (one round trip whatever the trip's size), and each
 * module still owns its rows' order and presentation.
 */
export interface TripPart<T> {
  select: (trip: TripRow) => SQL;
  present: (value: unknown, trip: TripRow, page: PageContext) => T | Promise<T>;
}

/** What a part tells the page it is presented for. */
export interface PageContext {
  /**
   * The part used something besides the trip's rows (today's exchange rates): the page is not the same
   * page at the same revision, so it is not kept (lib/page-cache.ts).
   */
  volatile(): void;
}

/** A page's presented parts, and whether any of them was volatile. */
export interface PresentedParts<T> {
  parts: T;
  volatile: boolean;
}

export type TripParts<T> = { [K in keyof T]: TripPart<T[K]> };

/**
 * A value a prepared page statement takes when it runs (the day page's date), standing in the parts' SQL
 * for the value of that name in `readTripParts`'s `parameters`.
 */
export const partParameter = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** A trip standing for the statement's parameters: parts only put its id and owner into their SQL. */
const PARAMETERS = { id: sql.placeholder('id'), ownerId: sql.placeholder('ownerId') } as unknown as TripRow;

const selectParts = <T>(db: Executor, trip: TripRow, parts: TripParts<T>) => {
  const keys = Object.keys(parts) as (keyof T & string)[];
  const fields = Object.fromEntries(keys.map((key) => [key, sql`${parts[key].select(trip)}`]));
  return db.select(fields).from(trips).where(eq(trips.id, trip.id));
};

type Prepared = { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> };

/** Presents each part of a statement's row; `volatile` names the parts that used more than the trip's rows. */
async function presentEach<T>(
  row: Record<string, unknown>,
  trip: TripRow,
  parts: TripParts<T>,
): Promise<{ parts: T; volatile: Set<keyof T & string> }> {
  const volatile = new Set<keyof T & string>();
  const keys = Object.keys(parts) as (keyof T & string)[];
  const values = await Promise.all(
    keys.map((key) => parts[key].present(row[key], trip, { volatile: () => void volatile.add(key) })),
  );
  return { parts: Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T, volatile };
}

async function presentParts<T>(
  row: Record<string, unknown>,
  trip: TripRow,
  parts: TripParts<T>,
): Promise<PresentedParts<T>> {
  const presented = await presentEach(row, trip, parts);
  return { parts: presented.parts, volatile: presented.volatile.size > 0 };
}

/**
 * Reads every part of `parts` for an already authorized trip in one statement, then presents each.
 * With a `statement` name (a page whose parts never change) the SQL is built once and prepared; parts
 * that take more than the trip (the day page's date) put `sql.placeholder(name)` into their SQL and
 * pass the value in `parameters`.
 */
export async function readTripParts<T>(
  db: Executor,
  trip: TripRow,
  parts: TripParts<T>,
  statement?: string,
  parameters: Record<string, unknown> = {},
): Promise<T> {
  return (await readPresentedParts(db, trip, parts, statement, parameters)).parts;
}

/** `readTripParts`, saying whether the page is volatile. */
export async function readPresentedParts<T>(
  db: Executor,
  trip: TripRow,
  parts: TripParts<T>,
  statement?: string,
  parameters: Record<string, unknown> = {},
): Promise<PresentedParts<T>> {
  let rows: Record<string, unknown>[];
  if (statement) {
    const query = preparedOnce(
      db,
      statement,
      () => selectParts(db, PARAMETERS, parts).prepare(statement) as unknown as Prepared,
    );
    rows = await query.execute({ ...parameters, id: trip.id, ownerId: trip.ownerId });
  } else {
    rows = await selectParts(db, trip, parts);
  }
  const row = rows[0];
  // Deleted by its owner between the check and the read.
  if (!row) throw notFound('TRIP');
  return presentParts(row, trip, parts);
}

/** Reads some parts of an already authorized trip and presents each (the parts a page did not keep). */
export async function readEachPart<T>(db: Executor, trip: TripRow, parts: TripParts<T>) {
  const [row] = await selectParts(db, trip, parts);
  // Deleted by its owner between the check and the read.
  if (!row) throw notFound('TRIP');
  return presentEach(row, trip, parts);
}

/** A trip read with the caller's share and a page's parts, before anyone has decided who may see them. */
export interface TripWithParts<T> {
  trip: TripRow & { shareRole: ShareRole | null };
  /**
   * Presents the parts: call it only once the caller may read the trip. Undefined when the trip was at
   * the revision the caller already knew, so the statement left the parts out.
   */
  present: (() => Promise<PresentedParts<T>>) | undefined;
  /**
   * The parts the statement read (the rest were left out, unchanged since the revision `knownParts`
   * gave for them), presented each on its own, with those that used more than the trip's rows. Call it
   * only once the caller may read the trip; undefined like `present`.
   */
  presentRead: (() => Promise<{ parts: Partial<T>; volatile: Set<keyof T & string> }>) | undefined;
  /** A part's revision of the last change to a table it reads (0: none since migration 0033). */
  changedAt: (part: keyof T & string) => number;
}

const dialect = new PgDialect();

/** Every table of the schema, by its name in SQL. */
const TABLES = new Set<string>(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/**
 * The tables a part's SQL reads: every table of the schema its text names, quoted or not, in a `from`,
 * a `join`, a list or a subquery (the `part_revisions` keys its changes are stamped under, migration
 * 0033), with `trips` for the trip's own row, which every part's presenter may read. A column that bears a
 * table's name only makes the part read again more often.
 */
export function tablesRead(query: SQL): string[] {
  const words = dialect.sqlToQuery(query).sql.match(/[a-z_][a-z0-9_]*/g) ?? [];
  return [...new Set(['trips', ...words.filter((word) => TABLES.has(word))])];
}

/** The prepared statement of a page and, for each of its parts, the tables that part reads. */
interface PageStatement {
  query: Prepared;
  tables: Record<string, string[]>;
  /** Each part's placeholder for the revision at which it is kept. */
  knownNames: Record<string, string>;
}

/** A part's placeholder for the revision at which the server keeps it (-1: not kept). */
const knownOf = (key: string) => `known_${key}`;

/**
 * A trip, the caller's share of it and every part of a page, in one prepared statement: a page is one
 * round trip to the database instead of two (the trip and role, then its parts), and the parts come from
 * the same snapshot as the trip's revision. When the trip is still at `knownRevision` (a page the server
 * or the caller holds), PostgreSQL does not read the parts at all; nor a part whose tables have not
 * changed since the revision `knownParts` gives for it (a part the server keeps). The parts stay raw
 * until the trip's policy has decided on the role; for a caller who may not see the trip they are
 * dropped unread. Undefined when the id names no trip.
 */
export async function readTripWithParts<T>(
  db: Executor,
  tripId: string,
  userId: string,
  parts: TripParts<T>,
  statement: string,
  parameters: Record<string, unknown> = {},
  knownRevision = -1,
  knownParts?: ReadonlyMap<string, number>,
): Promise<TripWithParts<T> | undefined> {
  if (!isUuid(tripId)) return undefined;
  const keys = Object.keys(parts) as (keyof T & string)[];
  // A page that keeps no parts apart (knownParts undefined) is a statement of its own, without their tests.
  const name = knownParts ? `${statement}_by_part` : `${statement}_with_role`;
  const page = preparedOnce(db, name, (): PageStatement => {
    const id = sql.placeholder('id');
    // The parts name the trip's owner; the outer row's owner is not in their scope, so it is read by id
    // (PostgreSQL runs this once per statement).
    const ownerId = sql`(select "owner_id" from ${trips} "owner_of_trip" where "owner_of_trip"."id" = ${id})`;
    const unchanged = sql`${trips.revision} = ${sql.placeholder('knownRevision')}::bigint`;
    const inTrip = { id, ownerId } as unknown as TripRow;
    const tables: Record<string, string[]> = {};
    const fields = Object.fromEntries(
      keys.map((key) => {
        const select = parts[key].select(inTrip);
        if (!knownParts) return [key, sql`case when ${unchanged} then null else ${select} end`];
        tables[key] = tablesRead(select);
        const stamps = tables[key].map((table) => sql`(${trips.partRevisions} ->> ${table})::bigint`);
        const kept = sql`coalesce(greatest(${sql.join(stamps, sql`, `)}), 0) <= ${sql.placeholder(knownOf(key))}::bigint`;
        return [key, sql`case when ${unchanged} or ${kept} then null else ${select} end`];
      }),
    );
    const query = db
      .select({
        trip: trips,
        shareRole: tripShares.role,
        unchanged: sql<boolean>`${unchanged}`,
        parts: fields,
      })
      .from(trips)
      .leftJoin(
        tripShares,
        and(eq(tripShares.tripId, trips.id), eq(tripShares.userId, sql.placeholder('userId'))),
      )
      .where(eq(trips.id, id))
      .prepare(name) as unknown as Prepared;
    return { query, tables, knownNames: Object.fromEntries(keys.map((key) => [key, knownOf(key)])) };
  });
  const values: Record<string, unknown> = { ...parameters, id: tripId, userId, knownRevision };
  if (knownParts) for (const key of keys) values[page.knownNames[key]!] = knownParts.get(key) ?? -1;
  const [row] = await page.query.execute(values);
  if (!row) return undefined;
  const {
    trip,
    shareRole,
    unchanged,
    parts: raw,
  } = row as {
    trip: TripRow;
    shareRole: ShareRole | null;
    unchanged: boolean;
    parts: Record<string, unknown>;
  };
  const withRole = { ...trip, shareRole };
  const stamps = trip.partRevisions ?? {};
  const changedAt = (key: keyof T & string) =>
    Math.max(0, ...(page.tables[key] ?? []).map((table) => stamps[table] ?? 0));
  const presentRead = () => {
    // The same test PostgreSQL made, on the same row: which parts it read.
    const read = keys.filter((key) => changedAt(key) > (knownParts?.get(key) ?? -1));
    const readParts = Object.fromEntries(read.map((key) => [key, parts[key]])) as TripParts<Partial<T>>;
    return presentEach(raw, withRole, readParts) as Promise<{
      parts: Partial<T>;
      volatile: Set<keyof T & string>;
    }>;
  };
  return {
    trip: withRole,
    changedAt,
    present: unchanged ? undefined : () => presentParts(raw, withRole, parts),
    presentRead: unchanged ? undefined : presentRead,
  };
}
