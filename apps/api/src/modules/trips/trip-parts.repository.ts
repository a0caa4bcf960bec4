import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { trips } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TripRow } from './trips.repository';

/**
 * One module's share of a trip page: the SQL that reads its rows as JSON, and how it presents them.
 * Every part of a page is read in one statement (one round trip whatever the trip's size), and each
 * module still owns its rows' order and presentation.
 */
export interface TripPart<T> {
  select: (trip: TripRow) => SQL;
  present: (value: unknown, trip: TripRow) => T | Promise<T>;
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
  const keys = Object.keys(parts) as (keyof T & string)[];
  const values = await Promise.all(keys.map((key) => parts[key].present(row[key], trip)));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T;
}
