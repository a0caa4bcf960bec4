import { asc, eq } from 'drizzle-orm';
import {
  bookings,
  checklistGroups,
  checklistItems,
  contacts,
  flights,
  itineraryItems,
  tips,
  tours,
} from '../../db/schema';
import type { Executor } from '../../db/client';

/** The rows of a trip a copy is made from, in the order their lists show them (ids are time-ordered). */
export async function readCopySource(db: Executor, tripId: string, withBookings: boolean) {
  const [itinerary, tourRows, tipRows, contactRows, groups, items, flightRows, bookingRows] =
    await Promise.all([
      db
        .select()
        .from(itineraryItems)
        .where(eq(itineraryItems.tripId, tripId))
        .orderBy(asc(itineraryItems.id)),
      db.select().from(tours).where(eq(tours.tripId, tripId)).orderBy(asc(tours.id)),
      db.select().from(tips).where(eq(tips.tripId, tripId)).orderBy(asc(tips.id)),
      db.select().from(contacts).where(eq(contacts.tripId, tripId)).orderBy(asc(contacts.id)),
      db
        .select()
        .from(checklistGroups)
        .where(eq(checklistGroups.tripId, tripId))
        .orderBy(asc(checklistGroups.id)),
      db
        .select()
        .from(checklistItems)
        .where(eq(checklistItems.tripId, tripId))
        .orderBy(asc(checklistItems.id)),
      withBookings
        ? db.select().from(flights).where(eq(flights.tripId, tripId)).orderBy(asc(flights.id))
        : Promise.resolve([] as (typeof flights.$inferSelect)[]),
      withBookings
        ? db.select().from(bookings).where(eq(bookings.tripId, tripId)).orderBy(asc(bookings.id))
        : Promise.resolve([] as (typeof bookings.$inferSelect)[]),
    ]);
  return {
    itinerary,
    tours: tourRows,
    tips: tipRows,
    contacts: contactRows,
    groups,
    items,
    flights: flightRows,
    bookings: bookingRows,
  };
}

export type CopySource = Awaited<ReturnType<typeof readCopySource>>;

/** The new rows of a copy, each list inserted in one statement (none when empty). */
export interface CopyRows {
  itinerary: (typeof itineraryItems.$inferInsert)[];
  tours: (typeof tours.$inferInsert)[];
  tips: (typeof tips.$inferInsert)[];
  contacts: (typeof contacts.$inferInsert)[];
  groups: (typeof checklistGroups.$inferInsert)[];
  items: (typeof checklistItems.$inferInsert)[];
  flights: (typeof flights.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
}

export async function insertCopyRows(db: Executor, rows: CopyRows): Promise<void> {
  // Groups before their items (the items' foreign key); the rest in any order.
  if (rows.groups.length > 0) await db.insert(checklistGroups).values(rows.groups);
  if (rows.items.length > 0) await db.insert(checklistItems).values(rows.items);
  if (rows.itinerary.length > 0) await db.insert(itineraryItems).values(rows.itinerary);
  if (rows.tours.length > 0) await db.insert(tours).values(rows.tours);
  if (rows.tips.length > 0) await db.insert(tips).values(rows.tips);
  if (rows.contacts.length > 0) await db.insert(contacts).values(rows.contacts);
  if (rows.flights.length > 0) await db.insert(flights).values(rows.flights);
  if (rows.bookings.length > 0) await db.insert(bookings).values(rows.bookings);
}
