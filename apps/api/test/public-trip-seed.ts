import { addDays } from '@trilha/shared';
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
import type { createTrip } from './factories';

type Trip = Awaited<ReturnType<typeof createTrip>>;

/**
 * Values that must never reach the public page (or, for the prices, only with costs included): each is
 * written into the trip on purpose so a test can look for it in the raw answer.
 */
export const SECRETS = {
  confirmationCode: 'CONFQX7',
  confirmationNumber: 'HOTELPIN4242',
  passenger: 'Passenger Zebedee',
  seat: '14C',
  ticketName: 'secret-ticket.pdf',
  ticketKey: 'trips/secret-ticket-key',
  voucherName: 'secret-voucher.pdf',
  tourFileName: 'tour-voucher-secret.pdf',
  stayNotes: 'door code 5599',
  tourNotes: 'meet guide Hortensia',
  stayLink: 'https://booking.example/reservation/SECRETRES',
  contactEmail: 'contact-secret@example.com',
  guest: 'Guest Gwendolyn',
  expense: 'Dinner at Secret Place',
  tripNotes: 'owner private trip notes',
} as const;

/** Prices as the page would write them: 987.65, 456.78, 33.33. */
export const PRICES = { flight: 98_765, stay: 45_678, tour: 3_333 } as const;

/** One of everything, with the values above, on the trip's first days. */
export async function seedPublicTrip(ctx: TestContext, trip: Trip) {
  const tripId = trip.id;
  const day = (n: number) => addDays(trip.startDate, n);
  const file = (name: string) => ({
    id: crypto.randomUUID(),
    key: `trips/${tripId}/${name}`,
    fileName: name,
    size: 10,
    contentType: 'application/pdf',
  });
  await ctx.db.insert(flights).values({
    tripId,
    airline: 'TAP',
    flightNumber: 'TP88',
    departureAirport: 'GRU',
    departureAirportName: 'Guarulhos',
    departureAt: new Date(`${day(0)}T01:05:00Z`),
    departureZone: 'America/Sao_Paulo',
    arrivalAirport: 'LIS',
    arrivalAirportName: 'Humberto Delgado',
    arrivalAt: new Date(`${day(0)}T11:40:00Z`),
    arrivalZone: 'Europe/Lisbon',
    confirmationCode: SECRETS.confirmationCode,
    passengers: [{ name: SECRETS.passenger, seat: SECRETS.seat }],
    baggages: [{ type: 'checked', weightKg: 23, quantity: 1 }],
    priceMinor: PRICES.flight,
    currency: 'EUR',
    ticketKey: SECRETS.ticketKey,
    ticketName: SECRETS.ticketName,
    ticketSize: 100,
  });
  await ctx.db.insert(bookings).values({
    tripId,
    accommodationName: 'Alfama Rooms',
    checkIn: day(0),
    checkOut: day(2),
    address: 'Rua das Flores 1',
    bookingLink: SECRETS.stayLink,
    confirmationNumber: SECRETS.confirmationNumber,
    notes: SECRETS.stayNotes,
    priceMinor: PRICES.stay,
    currency: 'EUR',
    booked: true,
    files: [file(SECRETS.voucherName)],
  });
  await ctx.db.insert(tours).values({
    tripId,
    name: 'Tram 28',
    date: day(1),
    time: '10:00',
    location: 'Martim Moniz',
    priceMinor: PRICES.tour,
    currency: 'EUR',
    notes: SECRETS.tourNotes,
    booked: true,
    files: [file(SECRETS.tourFileName)],
  });
  await ctx.db.insert(itineraryItems).values({
    tripId,
    date: day(1),
    timeOfDay: 'evening',
    placeName: 'Fado in Alfama',
    notes: 'Book a table',
    position: 0,
  });
  await ctx.db.insert(tips).values({ tripId, category: 'food', text: 'Try the pastéis' });
  await ctx.db.insert(contacts).values({
    tripId,
    name: 'Hotel desk',
    type: 'email',
    value: SECRETS.contactEmail,
  });
  const [group] = await ctx.db.insert(checklistGroups).values({ tripId, name: 'Documents' }).returning();
  await ctx.db.insert(checklistItems).values({ tripId, groupId: group!.id, text: 'Passport', done: true });
  const [guest] = await ctx.db
    .insert(tripParticipants)
    .values({ tripId, kind: 'guest', name: SECRETS.guest })
    .returning();
  const [expense] = await ctx.db
    .insert(expenses)
    .values({
      tripId,
      description: SECRETS.expense,
      amountMinor: 1_234,
      currency: trip.currency,
      category: 'food',
      date: day(1),
      paidBy: guest!.id,
      division: 'equal',
    })
    .returning();
  await ctx.db
    .insert(expenseShares)
    .values({ expenseId: expense!.id, participantId: guest!.id, position: 0, shareMinor: 1_234 });
}
