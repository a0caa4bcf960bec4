import { asc, eq, sql } from 'drizzle-orm';
import type { AiUsageFeature } from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import { aiUsages, bookings, flights, itineraryItems, tips, tours } from '../../db/schema';
import { newId } from '../../lib/ids';

export const startOfMonthUtc = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));

export const aiRepository = {
  /**
   * Spends one of the month's usages when one is left, and answers its id (undefined when none is).
   * The advisory lock makes the count and the insert one step per user and feature: two calls at once
   * cannot both take the last usage.
   */
  async spend(db: Database, userId: string, feature: AiUsageFeature, limit: number, now: Date) {
    const id = newId();
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai:${userId}:${feature}`}))`);
      const result = await tx.execute(sql`
        insert into ai_usages (id, user_id, feature, used_at)
        select ${id}, ${userId}, ${feature}, ${now.toISOString()}::timestamptz
        where (
          select count(*) from ai_usages
          where user_id = ${userId} and feature = ${feature}
            and used_at >= ${startOfMonthUtc(now).toISOString()}::timestamptz
        ) < ${limit}
        returning id`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    });
  },

  /** Takes the trip's checklist-merge lock until the transaction ends. */
  async lockChecklistMerge(db: Executor, tripId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`checklist:${tripId}`}))`);
  },

  /** Adds accepted tips to the trip, in their order. */
  async insertTips(
    db: Executor,
    tripId: string,
    rows: Pick<typeof tips.$inferInsert, 'category' | 'text'>[],
  ) {
    await db.insert(tips).values(rows.map((tip) => ({ tripId, category: tip.category, text: tip.text })));
  },

  /** Gives a usage back when the engine failed: the traveller got nothing for it. */
  refund: (db: Executor, usageId: string) => db.delete(aiUsages).where(eq(aiUsages.id, usageId)),

  async tripItems(db: Executor, tripId: string) {
    const [flightRows, stayRows, tourRows, plannedRows] = await Promise.all([
      db
        .select({
          from: flights.departureAirport,
          to: flights.arrivalAirport,
          departureAt: flights.departureAt,
          departureZone: flights.departureZone,
          arrivalAt: flights.arrivalAt,
          arrivalZone: flights.arrivalZone,
          status: flights.status,
          priceMinor: flights.priceMinor,
          currency: flights.currency,
        })
        .from(flights)
        .where(eq(flights.tripId, tripId))
        .orderBy(asc(flights.departureAt)),
      db
        .select({
          name: bookings.accommodationName,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          booked: bookings.booked,
          priceMinor: bookings.priceMinor,
          currency: bookings.currency,
        })
        .from(bookings)
        .where(eq(bookings.tripId, tripId))
        .orderBy(asc(bookings.checkIn)),
      db
        .select({
          name: tours.name,
          date: tours.date,
          time: tours.time,
          booked: tours.booked,
          priceMinor: tours.priceMinor,
          currency: tours.currency,
        })
        .from(tours)
        .where(eq(tours.tripId, tripId))
        .orderBy(asc(tours.date)),
      db
        .select({
          date: itineraryItems.date,
          timeOfDay: itineraryItems.timeOfDay,
          placeName: itineraryItems.placeName,
        })
        .from(itineraryItems)
        .where(eq(itineraryItems.tripId, tripId))
        .orderBy(asc(itineraryItems.date), asc(itineraryItems.position)),
    ]);
    return { flightRows, stayRows, tourRows, plannedRows };
  },
};
