import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, tripDetailSchema, type TripDetail } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { SECRETS, seedPublicTrip } from '../../../test/public-trip-seed';

let ctx: TestContext;
let owner: CreatedUser;
let viewer: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  viewer = await createUser(ctx, { name: 'Vera Viewer' });
});
afterAll(() => ctx.close());

async function seededTrip() {
  const trip = await createTrip(ctx, owner, { title: 'Lisbon in spring' });
  await shareTrip(ctx, trip.id, viewer, 'viewer');
  await seedPublicTrip(ctx, trip);
  return trip;
}

const copy = (tripId: string, payload: object, who = viewer, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${tripId}/copy`,
    payload,
    headers: { ...who.auth, 'accept-language': language },
  });

const readTrip = async (tripId: string, who: CreatedUser) =>
  tripDetailSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: who.auth })).json(),
  );

describe('POST /trips/{id}/copy', () => {
  it('makes the caller a trip of their own with every date shifted and no people or costs', async () => {
    const trip = await seededTrip();
    const startDate = addDays(trip.startDate, 100);
    const res = await copy(trip.id, { startDate });
    expect(res.statusCode, res.body).toBe(201);
    const made: TripDetail = tripDetailSchema.parse(res.json());
    expect(made._id).not.toBe(trip.id);
    expect(made).toMatchObject({
      title: 'Lisbon in spring (copy)',
      ownerId: viewer.user.id,
      myRole: 'owner',
      startDate,
      endDate: addDays(trip.endDate, 100),
      currency: trip.currency,
    });
    expect(made.sharedUsers).toEqual([expect.objectContaining({ userId: viewer.user.id, role: 'owner' })]);
    expect(made.itinerary.find((day) => day.items.length > 0)).toMatchObject({
      date: addDays(trip.startDate, 101),
      items: [{ placeName: 'Fado in Alfama', timeOfDay: 'evening', notes: 'Book a table' }],
    });
    expect(made.tours).toMatchObject([
      {
        name: 'Tram 28',
        date: addDays(trip.startDate, 101),
        time: '10:00',
        price: null,
        booked: false,
        files: [],
      },
    ]);
    expect(made.checklist).toMatchObject([{ name: 'Documents', items: [{ text: 'Passport', done: false }] }]);
    expect(made.tips).toMatchObject([{ category: 'food', text: 'Try the pastéis' }]);
    expect(made.contacts).toMatchObject([{ name: 'Hotel desk', value: SECRETS.contactEmail }]);
    // Bookings only when asked; no expenses, guests or photos.
    expect(made.flights).toEqual([]);
    expect(made.bookings).toEqual([]);
    expect(made.expenseSummary.total).toBe(0);
    expect(JSON.stringify(made)).not.toContain(SECRETS.guest);
    expect(JSON.stringify(made)).not.toContain(SECRETS.expense);
    expect(made.photos ?? []).toEqual([]);
    // The original is untouched, and the copy is the caller's alone.
    const original = await readTrip(trip.id, owner);
    expect(original.checklist[0]!.items[0]!.done).toBe(true);
    expect(original.flights).toHaveLength(1);
    const notOwners = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${made._id}`,
      headers: owner.auth,
    });
    expect(notOwners.statusCode).toBe(404);
  });

  it('copies flights and stays on request, shifted, without codes, tickets, files, passengers or prices', async () => {
    const trip = await seededTrip();
    const res = await copy(trip.id, {
      title: 'Template',
      startDate: addDays(trip.startDate, -7),
      includeBookings: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = tripDetailSchema.parse(res.json());
    const original = await readTrip(trip.id, owner);
    expect(made.title).toBe('Template');
    const [flight] = made.flights;
    const [before] = original.flights;
    expect(flight).toMatchObject({
      airline: 'TAP',
      flightNumber: 'TP88',
      confirmationCode: '',
      passengers: [],
      ticket: null,
      price: null,
      status: 'scheduled',
    });
    // The same local times a week earlier, on each airport's clocks.
    expect(flight!.departure.time.slice(0, 10)).toBe(addDays(before!.departure.time.slice(0, 10), -7));
    expect(flight!.departure.time.slice(10, 16)).toBe(before!.departure.time.slice(10, 16));
    expect(flight!.arrival.time.slice(0, 10)).toBe(addDays(before!.arrival.time.slice(0, 10), -7));
    expect(flight!.arrival.time.slice(10, 16)).toBe(before!.arrival.time.slice(10, 16));
    expect(made.bookings).toMatchObject([
      {
        accommodationName: 'Alfama Rooms',
        checkIn: addDays(original.bookings[0]!.checkIn, -7),
        checkOut: addDays(original.bookings[0]!.checkOut, -7),
        confirmationNumber: '',
        bookingLink: '',
        price: null,
        booked: false,
        files: [],
      },
    ]);
    const text = JSON.stringify(made);
    for (const secret of [
      SECRETS.confirmationCode,
      SECRETS.confirmationNumber,
      SECRETS.ticketName,
      SECRETS.voucherName,
      SECRETS.tourFileName,
      SECRETS.passenger,
      SECRETS.stayLink,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('names the copy in the caller’s language', async () => {
    const trip = await seededTrip();
    const res = await copy(trip.id, { startDate: trip.startDate }, owner, 'pt-BR');
    expect(res.json().title).toBe('Lisbon in spring (cópia)');
  });

  it('refuses strangers, bad dates and a copy that would end after the last date', async () => {
    const trip = await createTrip(ctx, owner);
    const stranger = await createUser(ctx);
    const refused = await copy(trip.id, { startDate: trip.startDate }, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('TRIP_NOT_FOUND');
    expect((await copy(trip.id, {}, owner)).statusCode).toBe(400);
    expect((await copy(trip.id, { startDate: '2027-02-30' }, owner)).statusCode).toBe(400);
    expect((await copy(trip.id, { startDate: trip.startDate, title: '   ' }, owner)).statusCode).toBe(400);
    const late = await copy(trip.id, { startDate: '2999-12-28' }, owner);
    expect(late.statusCode).toBe(400);
    expect(late.json().details).toEqual([{ path: 'startDate', message: 'Enter a valid date.' }]);
    expect((await copy('not-a-trip', { startDate: trip.startDate }, owner)).statusCode).toBe(404);
  });
});
