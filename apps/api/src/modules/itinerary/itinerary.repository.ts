import { and, asc, eq, max, ne, type SQL } from 'drizzle-orm';
import { itineraryInTimeOrder } from '@trilha/shared';
import { itineraryItems } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { jsonRows } from '../../db/json-rows';

export type ItineraryRow = typeof itineraryItems.$inferSelect;
export type NewItineraryRow = typeof itineraryItems.$inferInsert;

export const itineraryRepository = {
  async forTrip(db: Executor, tripId: string): Promise<ItineraryRow[]> {
    return db
      .select()
      .from(itineraryItems)
      .where(eq(itineraryItems.tripId, tripId))
      .orderBy(asc(itineraryItems.date), asc(itineraryItems.position), asc(itineraryItems.id));
  },

  /** The trip's items as JSON inside a larger statement; `onDays`: only those of some days. */
  forTripJson: (tripId: string, onDays?: SQL) =>
    jsonRows(itineraryItems, {
      where: and(eq(itineraryItems.tripId, tripId), onDays),
      orderBy: [asc(itineraryItems.date), asc(itineraryItems.position), asc(itineraryItems.id)],
      shownOnly: true,
    }),

  /** One day's items in their order, as JSON inside a larger statement (the day view). */
  onDateJson: (tripId: string, date: string) =>
    jsonRows(itineraryItems, {
      where: and(eq(itineraryItems.tripId, tripId), eq(itineraryItems.date, date)),
      orderBy: [asc(itineraryItems.position), asc(itineraryItems.id)],
      shownOnly: true,
    }),

  async find(db: Executor, tripId: string, itemId: string): Promise<ItineraryRow | undefined> {
    if (!isUuid(itemId)) return undefined;
    const [row] = await db
      .select()
      .from(itineraryItems)
      .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.tripId, tripId)));
    return row;
  },

  async nextPosition(db: Executor, tripId: string, date: string): Promise<number> {
    const [row] = await db
      .select({ last: max(itineraryItems.position) })
      .from(itineraryItems)
      .where(and(eq(itineraryItems.tripId, tripId), eq(itineraryItems.date, date)));
    return (row?.last ?? -1) + 1;
  },

  /** Every item of a day, by stored position. */
  async day(db: Executor, tripId: string, date: string): Promise<ItineraryRow[]> {
    return db
      .select()
      .from(itineraryItems)
      .where(and(eq(itineraryItems.tripId, tripId), eq(itineraryItems.date, date)))
      .orderBy(asc(itineraryItems.position), asc(itineraryItems.id));
  },

  /** Numbers a day's items 0, 1, 2… in the shared time order (e.g. after new items joined it). */
  async renumberInTimeOrder(db: Executor, tripId: string, date: string): Promise<void> {
    const ordered = itineraryInTimeOrder(await itineraryRepository.day(db, tripId, date));
    for (const [index, row] of ordered.entries()) {
      if (row.position !== index) await itineraryRepository.setPosition(db, row.id, index);
    }
  },

  /** The other items of a day, in order: where a moved item is slotted in. */
  async dayWithout(db: Executor, tripId: string, date: string, itemId: string): Promise<ItineraryRow[]> {
    return db
      .select()
      .from(itineraryItems)
      .where(
        and(eq(itineraryItems.tripId, tripId), eq(itineraryItems.date, date), ne(itineraryItems.id, itemId)),
      )
      .orderBy(asc(itineraryItems.position), asc(itineraryItems.id));
  },

  async insert(db: Executor, values: NewItineraryRow): Promise<ItineraryRow> {
    const [row] = await db.insert(itineraryItems).values(values).returning();
    return row!;
  },

  async update(db: Executor, itemId: string, values: Partial<NewItineraryRow>): Promise<ItineraryRow> {
    const [row] = await db
      .update(itineraryItems)
      .set(values)
      .where(eq(itineraryItems.id, itemId))
      .returning();
    return row!;
  },

  async setPosition(db: Executor, itemId: string, position: number): Promise<void> {
    await db.update(itineraryItems).set({ position }).where(eq(itineraryItems.id, itemId));
  },

  async delete(db: Executor, tripId: string, itemId: string): Promise<boolean> {
    if (!isUuid(itemId)) return false;
    const rows = await db
      .delete(itineraryItems)
      .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.tripId, tripId)))
      .returning({ id: itineraryItems.id });
    return rows.length > 0;
  },
};
