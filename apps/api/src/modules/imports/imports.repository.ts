import { and, eq, isNull } from 'drizzle-orm';
import { bookingImports, bookings, flights, tours } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';

export type ImportRow = typeof bookingImports.$inferSelect;
export type ImportColumns = Omit<typeof bookingImports.$inferInsert, 'id' | 'tripId'>;

const byId = (tripId: string, importId: string) =>
  and(eq(bookingImports.id, importId), eq(bookingImports.tripId, tripId));

export const importsRepository = {
  async insert(db: Executor, tripId: string, columns: ImportColumns): Promise<ImportRow> {
    const [row] = await db
      .insert(bookingImports)
      .values({ ...columns, tripId })
      .returning();
    return row!;
  },

  async find(db: Executor, tripId: string, importId: string): Promise<ImportRow | undefined> {
    if (!isUuid(importId)) return undefined;
    const [row] = await db.select().from(bookingImports).where(byId(tripId, importId));
    return row;
  },

  /** Marks an import applied, only if it was not: false when another request applied it first. */
  async markApplied(db: Executor, tripId: string, importId: string, created: ImportRow['created']) {
    const rows = await db
      .update(bookingImports)
      .set({ appliedAt: new Date(), created })
      .where(and(byId(tripId, importId), isNull(bookingImports.appliedAt)))
      .returning({ id: bookingImports.id });
    return rows.length === 1;
  },

  /** What the trip already has, to point out duplicates. */
  async existing(db: Executor, tripId: string) {
    const [flightRows, stayRows, tourRows] = await Promise.all([
      db
        .select({
          id: flights.id,
          flightNumber: flights.flightNumber,
          departureAt: flights.departureAt,
          departureZone: flights.departureZone,
        })
        .from(flights)
        .where(eq(flights.tripId, tripId)),
      db
        .select({
          id: bookings.id,
          name: bookings.accommodationName,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
        })
        .from(bookings)
        .where(eq(bookings.tripId, tripId)),
      db
        .select({ id: tours.id, name: tours.name, date: tours.date })
        .from(tours)
        .where(eq(tours.tripId, tripId)),
    ]);
    return { flights: flightRows, stays: stayRows, tours: tourRows };
  },
};

export type ExistingItems = Awaited<ReturnType<typeof importsRepository.existing>>;
