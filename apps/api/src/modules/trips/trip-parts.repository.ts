import { and, eq, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { ShareRole } from '@trilha/shared';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
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
  /**
   * `changed`, for a keyed part read after a change: which of its rows to read (see KeyedBy). Without it,
   * all of them.
   */
  select: (trip: TripRow, changed?: ChangedKeys) => SQL;
  present: (value: unknown, trip: TripRow, page: PageContext) => T | Promise<T>;
  keyed?: KeyedBy<T>;
}

/** Of a keyed part read after a change, the rows to read again. */
export interface ChangedKeys {
  /** A condition on the key column: true for the rows of the keys that changed. */
  keys: SQL;
  /** Whether the part's rows outside its keyed table changed (a summed part's, see KeyedSum). */
  rest: SQL;
}

type EntryOf<T> = T extends readonly (infer Entry)[] ? Entry : never;

/**
 * A part made of entries, one per value of a column of its table. A change to a row stamps its table and
 * `<table>@<value>` for the row's old and new value (migrations 0034 and 0035), so a page read after it
 * reads, presents and keeps again only the entries of the values that changed. A part whose other tables
 * changed (the trip's dates) is read whole, and so is one kept before `<table>@*` (the oldest stamps of a
 * table give way to it, migration 0035).
 */
interface KeyedRows {
  /** The column whose value is the key: its table is the one of the part's tables stamped per key. */
  column: PgColumn;
  /** Tables whose rows belong to an entry of the column's table and stamp its key (an expense's shares). */
  alsoStamped?: PgTable[];
}

/** A keyed part that is a list with an entry per key (the plan: a day per date), in the keys' order. */
export interface KeyedList<T> extends KeyedRows {
  /** The key of one of the part's entries, as the column's value reads in JSON. */
  keyOf: (entry: EntryOf<T>) => string;
}

/**
 * A keyed part that is made from its entries rather than a list of them (the costs' summary: a sum over
 * its expenses). Its entries are kept as `entries` gives them, and `total` makes the part of all of them
 * each time one changes. The part's other rows (not its keyed table's) are one more entry, under
 * `REST_KEY`, read again when `<table>@` is stamped or another of its tables changed.
 */
export interface KeyedSum<T, Entry = unknown> extends KeyedRows {
  /** The entries of the rows read: of each key read, and under `REST_KEY` the other rows, when read. */
  entries: (
    value: unknown,
    trip: TripRow,
    page: PageContext,
  ) => [key: string, entry: Entry][] | Promise<[key: string, entry: Entry][]>;
  /** The part from all its entries. */
  total: (entries: ReadonlyMap<string, Entry>, trip: TripRow) => T;
}

export type KeyedBy<T> = KeyedList<T> | KeyedSum<T>;

/** The key of a summed part's entry of its other rows: its stamp is `<table>@`. */
export const REST_KEY = '';

/** The key under which the oldest stamps of a keyed table are pruned (migration 0035). */
const PRUNED_KEY = '*';

export const isSummed = <T>(keyed: KeyedBy<T> | undefined): keyed is KeyedSum<T> =>
  keyed !== undefined && 'total' in keyed;

/** A summed part presented whole, from all its rows. */
export async function presentSum<T, Entry>(
  keyed: KeyedSum<T, Entry>,
  value: unknown,
  trip: TripRow,
  page: PageContext,
): Promise<T> {
  return keyed.total(new Map(await keyed.entries(value, trip, page)), trip);
}

/** The stamps of a keyed part's entries in `part_revisions`: `<table>@<key>`. */
const keyStamp = (table: string, key: string) => `${table}@${key}`;

/** The tables whose changes a keyed part's entry stamps tell (its column's and `alsoStamped`). */
const entryTables = (keyed: KeyedRows) => [
  getTableName(keyed.column.table),
  ...(keyed.alsoStamped ?? []).map((table) => getTableName(table)),
];

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

/** Of some keyed parts, the keys whose entries to read (and present); the others are read whole. */
export type KeysOf<T> = Partial<Record<keyof T & string, ReadonlySet<string>>>;

const selectParts = <T>(db: Executor, trip: TripRow, parts: TripParts<T>, only: KeysOf<T> = {}) => {
  const keys = Object.keys(parts) as (keyof T & string)[];
  const fields = Object.fromEntries(
    keys.map((key) => {
      const { keyed } = parts[key];
      const wanted = only[key];
      const changed =
        wanted && keyed
          ? {
              keys: inArray(
                keyed.column,
                [...wanted].filter((one) => one !== REST_KEY),
              ),
              rest: sql.raw(String(wanted.has(REST_KEY))),
            }
          : undefined;
      return [key, sql`${parts[key].select(trip, changed)}`];
    }),
  );
  return db.select(fields).from(trips).where(eq(trips.id, trip.id));
};

/**
 * Leaves in each keyed list read in some keys only the entries of those keys: the part presented the
 * others empty (a day without places) or not at all. A key without an entry has none left. (A summed
 * part's entries are only those read already.)
 */
function onlyEntries<T>(parts: TripParts<T>, presented: Partial<T>, only: KeysOf<T>) {
  for (const [key, keys] of Object.entries(only) as [keyof T & string, ReadonlySet<string>][]) {
    const { keyed } = parts[key];
    if (!keyed || isSummed(keyed)) continue;
    const entries = presented[key] as readonly EntryOf<T[keyof T]>[];
    presented[key] = entries.filter((entry) => keys.has(keyed.keyOf(entry))) as T[keyof T & string];
  }
}

type Prepared = { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> };

/**
 * Presents each part of a statement's row; `volatile` names the parts that used more than the trip's rows.
 * `asEntries`: a summed part as its entries (for the page to keep), not its total.
 */
async function presentEach<T>(
  row: Record<string, unknown>,
  trip: TripRow,
  parts: TripParts<T>,
  asEntries = false,
): Promise<{ parts: T; volatile: Set<keyof T & string> }> {
  const volatile = new Set<keyof T & string>();
  const keys = Object.keys(parts) as (keyof T & string)[];
  const values = await Promise.all(
    keys.map((key) => {
      const page = { volatile: () => void volatile.add(key) };
      const { keyed } = parts[key];
      if (asEntries && isSummed(keyed)) return keyed.entries(row[key], trip, page);
      return parts[key].present(row[key], trip, page);
    }),
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
export async function readEachPart<T>(
  db: Executor,
  trip: TripRow,
  parts: TripParts<T>,
  only: KeysOf<T> = {},
): Promise<{ parts: Partial<T>; volatile: Set<keyof T & string> }> {
  const [row] = await selectParts(db, trip, parts, only);
  // Deleted by its owner between the check and the read.
  if (!row) throw notFound('TRIP');
  const presented = await presentEach(row, trip, parts, true);
  onlyEntries(parts, presented.parts, only);
  return presented;
}

/** The parts a page statement read after a change, presented each on its own. */
export interface ReadParts<T> {
  parts: Partial<T>;
  /** Those that used more than the trip's rows. */
  volatile: Set<keyof T & string>;
  /**
   * For a keyed part read only in the entries whose keys changed, those keys: `parts` has their entries
   * (a key without one has none left). A keyed part read whole is not here.
   */
  keys: KeysOf<T>;
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
   * gave for them). Call it only once the caller may read the trip; undefined like `present`.
   */
  presentRead: (() => Promise<ReadParts<T>>) | undefined;
  /**
   * A part's revision of the last change to a table it reads (0: none since migration 0033); for a keyed
   * part, `entries: false` leaves out the changes to its keyed table, which its entries' stamps tell.
   */
  changedAt: (part: keyof T & string, entries?: boolean) => number;
  /** The keys of a keyed part whose entries changed after `revision`. */
  keysChangedAfter: (part: keyof T & string, revision: number) => string[];
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
  /** The table of each keyed part whose entries are stamped by key. */
  keyTables: Record<string, string>;
  /** The tables whose changes each keyed part's key stamps tell (see KeyedRows). */
  entryStamps: Record<string, string[]>;
  /** Each part's placeholder for the revision at which it is kept. */
  knownNames: Record<string, string>;
}

/** A part's placeholder for the revision at which the server keeps it (-1: not kept). */
const knownOf = (key: string) => `known_${key}`;

/** The largest of some revision stamps of a trip's row (0 for none). */
const latest = (stamps: SQL[]) => sql`coalesce(greatest(${sql.join(stamps, sql`, `)}), 0)`;

/**
 * A trip, the caller's share and every part of a page, in one prepared statement: a page is one
 * round trip to the database instead of two (the trip and role, then its parts), and the parts come from
 * the same snapshot as the trip's revision. When the trip is still at `knownRevision` (a page the server
 * or the caller holds), PostgreSQL does not read the parts at all; nor a part whose tables have not
 * changed since the revision `knownParts` gives for it (a part the server keeps), and of a keyed part it
 * reads only the entries whose keys changed since (unless another of its tables changed). The parts stay
 * raw until the trip's policy has decided on the role; for a caller who may not see the trip they are
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
    // The parts name the trip's owner and its stamps; the outer row is not in their scope, so they are
    // read by id (PostgreSQL runs each once per statement).
    const ownerId = sql`(select "owner_id" from ${trips} "owner_of_trip" where "owner_of_trip"."id" = ${id})`;
    const stampsOfTrip = sql`(select "part_revisions" from ${trips} "stamps_of_trip" where "stamps_of_trip"."id" = ${id})`;
    const unchanged = sql`${trips.revision} = ${sql.placeholder('knownRevision')}::bigint`;
    const inTrip = { id, ownerId } as unknown as TripRow;
    const tables: Record<string, string[]> = {};
    const keyTables: Record<string, string> = {};
    const entryStamps: Record<string, string[]> = {};
    const stamp = (table: string) => sql`(${trips.partRevisions} ->> ${table})::bigint`;
    const fields = Object.fromEntries(
      keys.map((key) => {
        const part = parts[key];
        if (!knownParts) return [key, sql`case when ${unchanged} then null else ${part.select(inTrip)} end`];
        const known = sql`${sql.placeholder(knownOf(key))}::bigint`;
        tables[key] = tablesRead(part.select(inTrip));
        let select = part.select(inTrip);
        if (part.keyed) {
          const { column } = part.keyed;
          const table = (keyTables[key] = getTableName(column.table));
          entryStamps[key] = entryTables(part.keyed);
          // Its stamps besides its tables': the oldest of its keys pruned (that is, changed) after it.
          tables[key].push(keyStamp(table, PRUNED_KEY));
          // Read whole (-1) when another of its tables changed since it was kept, or it is not kept.
          // Worked out once, from the trip's row read apart: the part's rows test it one by one, and a
          // stamp read from the outer row would be read from its (large, TOASTed) stamps for each.
          const others = tables[key]
            .filter((name) => !entryStamps[key]!.includes(name))
            .map((name) => sql`("since_of_trip"."part_revisions" ->> ${name})::bigint`);
          const since = sql`(select case when ${latest(others)} > ${known} then -1 else ${known} end
            from ${trips} "since_of_trip" where "since_of_trip"."id" = ${id})`;
          const prefix = keyStamp(table, '');
          const changed = {
            keys: sql`(${since} < 0 or ${column} in (
              select substr("key", ${prefix.length + 1})::${sql.raw(column.getSQLType())}
              from jsonb_each_text(${stampsOfTrip}) where starts_with("key", ${prefix})
                and "key" not in (${keyStamp(table, REST_KEY)}, ${keyStamp(table, PRUNED_KEY)})
                and "value"::bigint > ${since}))`,
            rest: sql`(${since} < 0 or coalesce((${stampsOfTrip} ->> ${keyStamp(table, REST_KEY)})::bigint, -1) > ${since})`,
          };
          select = part.select(inTrip, changed);
        }
        const kept = sql`${latest(tables[key].map(stamp))} <= ${known}`;
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
    const knownNames = Object.fromEntries(keys.map((key) => [key, knownOf(key)]));
    return { query, tables, keyTables, entryStamps, knownNames };
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
  const changedAt = (key: keyof T & string, entries = true) =>
    Math.max(
      0,
      ...(page.tables[key] ?? [])
        .filter((table) => entries || !page.entryStamps[key]?.includes(table))
        .map((table) => stamps[table] ?? 0),
    );
  const keysChangedAfter = (key: keyof T & string, revision: number) => {
    const prefix = keyStamp(page.keyTables[key] ?? '', '');
    const pruned = keyStamp(page.keyTables[key] ?? '', PRUNED_KEY);
    return Object.keys(stamps)
      .filter((name) => name.startsWith(prefix) && name !== pruned && stamps[name]! > revision)
      .map((name) => name.slice(prefix.length));
  };
  const presentRead = async (): Promise<ReadParts<T>> => {
    // The same tests PostgreSQL made, on the same row: which parts it read, and which of their keys.
    const known = (key: keyof T & string) => knownParts?.get(key) ?? -1;
    const read = keys.filter((key) => changedAt(key) > known(key));
    const keysRead: Partial<Record<keyof T & string, Set<string>>> = {};
    for (const key of read) {
      if (page.keyTables[key] && known(key) >= 0 && changedAt(key, false) <= known(key)) {
        keysRead[key] = new Set(keysChangedAfter(key, known(key)));
      }
    }
    const readParts = Object.fromEntries(read.map((key) => [key, parts[key]])) as TripParts<Partial<T>>;
    const presented = await presentEach(raw, withRole, readParts, true);
    onlyEntries(parts, presented.parts, keysRead);
    return { ...presented, keys: keysRead };
  };
  return {
    trip: withRole,
    changedAt,
    keysChangedAfter,
    present: unchanged ? undefined : () => presentParts(raw, withRole, parts),
    presentRead: unchanged ? undefined : presentRead,
  };
}
