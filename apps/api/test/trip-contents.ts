import {
  bookings,
  checklistGroups,
  checklistItems,
  contacts,
  expenses,
  expenseShares,
  flights,
  itineraryItems,
  tips,
  tours,
  tripParticipants,
} from '../src/db/schema';
import type { TestContext } from './app';
import type { trips } from '../src/db/schema';

type Trip = typeof trips.$inferSelect;

/** Adds `n` of every kind of thing a trip holds (flights, stays, tours, plan, checklist, expenses). */
export async function fillTrip(ctx: TestContext, trip: Trip, n: number) {
  const tripId = trip.id;
  const date = trip.startDate;
  const many = <T>(make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  const departure = new Date(`${date}T10:00:00Z`);
  await ctx.db.insert(flights).values(
    many((i) => ({
      tripId,
      airline: 'TAP',
      flightNumber: `TP${100 + i}`,
      departureAirport: 'GRU',
      departureAirportName: 'Guarulhos',
      departureAt: departure,
      departureZone: 'America/Sao_Paulo',
      arrivalAirport: 'LIS',
      arrivalAirportName: 'Humberto Delgado',
      arrivalAt: new Date(departure.getTime() + 10 * 3_600_000),
      arrivalZone: 'Europe/Lisbon',
      currency: 'EUR',
    })),
  );
  await ctx.db
    .insert(bookings)
    .values(
      many((i) => ({
        tripId,
        accommodationName: `Hotel ${i}`,
        checkIn: date,
        checkOut: trip.endDate,
        currency: 'EUR',
      })),
    );
  await ctx.db.insert(tours).values(many((i) => ({ tripId, name: `Tour ${i}`, date, currency: 'EUR' })));
  await ctx.db.insert(tips).values(many((i) => ({ tripId, category: 'food' as const, text: `Tip ${i}` })));
  await ctx.db
    .insert(contacts)
    .values(many((i) => ({ tripId, name: `Contact ${i}`, type: 'phone' as const, value: `+351 ${i}` })));
  await ctx.db
    .insert(itineraryItems)
    .values(
      many((i) => ({
        tripId,
        date,
        timeOfDay: 'morning' as const,
        placeName: `Place ${i}`,
        position: 1000 + i,
      })),
    );
  const [group] = await ctx.db.insert(checklistGroups).values({ tripId, name: 'Documents' }).returning();
  await ctx.db
    .insert(checklistItems)
    .values(many((i) => ({ tripId, groupId: group!.id, text: `Item ${i}` })));
  const guests = await ctx.db
    .insert(tripParticipants)
    .values(many(() => ({ tripId, kind: 'guest' as const, name: `Guest ${crypto.randomUUID()}` })))
    .returning();
  for (const guest of guests) {
    const [expense] = await ctx.db
      .insert(expenses)
      .values({
        tripId,
        description: 'Dinner',
        amountMinor: 1000,
        currency: trip.currency,
        category: 'food',
        date,
        paidBy: guest.id,
        division: 'equal',
      })
      .returning();
    await ctx.db
      .insert(expenseShares)
      .values({ expenseId: expense!.id, participantId: guest.id, position: 0, shareMinor: 1000 });
  }
}
