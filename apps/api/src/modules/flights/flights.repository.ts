import { and, asc, eq } from 'drizzle-orm';
import { flights } from '../../db/schema';
import type { Executor } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { isUuid } from '../../lib/ids';
import { setsNothing } from '../../lib/partial-update';

export type FlightRow = typeof flights.$inferSelect;
export type FlightColumns = Omit<typeof flights.$inferInsert, 'id' | 'tripId'>;

const byId = (tripId: string, flightId: string) => and(eq(flights.id, flightId), eq(flights.tripId, tripId));

export const flightsRepository = {
  forTrip(db: Executor, tripId: string): Promise<FlightRow[]> {
    return db
      .select()
      .from(flights)
      .where(eq(flights.tripId, tripId))
      .orderBy(asc(flights.departureAt), asc(flights.id));
  },

  /** The same rows as JSON, inside a larger statement (decoded by `decodeRows(flights, …)`). */
  forTripJson: (tripId: string) =>
    jsonRows(flights, {
      where: eq(flights.tripId, tripId),
      orderBy: [asc(flights.departureAt), asc(flights.id)],
      shownOnly: true,
    }),

  async find(db: Executor, tripId: string, flightId: string): Promise<FlightRow | undefined> {
    if (!isUuid(flightId)) return undefined;
    const [row] = await db.select().from(flights).where(byId(tripId, flightId));
    return row;
  },

  async insert(db: Executor, tripId: string, columns: FlightColumns): Promise<FlightRow> {
    const [row] = await db
      .insert(flights)
      .values({ ...columns, tripId })
      .returning();
    return row!;
  },

  /** Several flights at once (a booking import's), in one statement. */
  async insertMany(db: Executor, rows: (typeof flights.$inferInsert)[]): Promise<FlightRow[]> {
    return rows.length ? db.insert(flights).values(rows).returning() : [];
  },

  async update(
    db: Executor,
    tripId: string,
    flightId: string,
    columns: Partial<FlightColumns>,
  ): Promise<FlightRow | undefined> {
    if (!isUuid(flightId)) return undefined;
    if (setsNothing(columns)) return this.find(db, tripId, flightId);
    const [row] = await db.update(flights).set(columns).where(byId(tripId, flightId)).returning();
    return row;
  },

  async delete(db: Executor, tripId: string, flightId: string): Promise<FlightRow | undefined> {
    if (!isUuid(flightId)) return undefined;
    const [row] = await db.delete(flights).where(byId(tripId, flightId)).returning();
    return row;
  },
};
