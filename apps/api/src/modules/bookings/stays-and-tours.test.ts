import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { bookings, tours } from '../../db/schema';

let ctx: TestContext;
let me: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: me.auth });

const stay = {
  accommodationName: 'Hotel Alfama',
  checkIn: '2027-03-01',
  checkOut: '2027-03-04',
  address: 'Rua dos Remédios 1, Lisboa',
  bookingLink: 'https://example.com/booking/123',
  notes: 'Late arrival',
  price: '450.50',
  confirmationNumber: ' 4817290356 ',
};

describe('bookings', () => {
  it('stores the price in minor units, answers it as a decimal, counts nights and toggles booked', async () => {
    const trip = await createTrip(ctx, me, {
      startDate: '2027-03-01',
      endDate: '2027-03-07',
      currency: 'EUR',
    });
    const url = `/api/trips/${trip.id}/bookings`;
    const created = await call('POST', url, stay);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      price: 450.5,
      currency: 'EUR',
      nights: 3,
      booked: false,
      confirmationNumber: '4817290356',
    });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.tripId, trip.id));
    expect(row).toMatchObject({ priceMinor: 45050, currency: 'EUR' });

    const id = created.json()._id;
    expect((await call('PATCH', `${url}/${id}/booked`, { booked: true })).json()).toMatchObject({
      booked: true,
    });
    expect((await call('GET', `${url}/${id}`)).json()).toMatchObject({
      booked: true,
      accommodationName: 'Hotel Alfama',
    });
    // A PUT leaves absent fields as they are (`booked` here, then the currency).
    const yen = await call('PUT', `${url}/${id}`, { ...stay, price: 52000, currency: 'jpy' });
    expect(yen.json()).toMatchObject({ price: 52000, currency: 'JPY', booked: true });
    const noPrice = await call('PUT', `${url}/${id}`, { ...stay, price: null });
    expect(noPrice.json()).toMatchObject({ price: null, currency: 'JPY' });
    const tripCurrency = await call('PUT', `${url}/${id}`, { currency: 'EUR' });
    expect(tripCurrency.json()).toMatchObject({ price: null, currency: 'EUR' });
  });

  it('refuses bad stays with clear messages and stores nothing', async () => {
    const trip = await createTrip(ctx, me);
    const url = `/api/trips/${trip.id}/bookings`;
    const cases: [object, string, string][] = [
      [{ checkOut: '2027-03-01' }, 'checkOut', 'Check-out must be after check-in.'],
      [{ price: '-10' }, 'price', 'This cannot be negative.'],
      [{ price: '12.345' }, 'price', 'Enter an amount such as 120.50.'],
      [{ price: '1500.50', currency: 'JPY' }, 'price', 'This currency does not use that many decimals.'],
      [{ currency: 'XYZ' }, 'currency', 'Choose a valid currency.'],
      [
        { bookingLink: 'javascript:alert(1)' },
        'bookingLink',
        'Enter a link starting with http:// or https://.',
      ],
      [{ accommodationName: ' ' }, 'accommodationName', 'Required Field'],
      [
        { confirmationNumber: '<b>123</b>' },
        'confirmationNumber',
        'Use only letters, digits, spaces and - . / #.',
      ],
      [{ confirmationNumber: '1'.repeat(41) }, 'confirmationNumber', 'This text is too long.'],
    ];
    for (const [change, pathName, message] of cases) {
      const res = await call('POST', url, { ...stay, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().details).toContainEqual({ path: pathName, message });
    }
    expect((await call('PATCH', `${url}/nope/booked`, { booked: true })).json().code).toBe(
      'BOOKING_NOT_FOUND',
    );
    expect((await call('GET', url)).json()).toEqual([]);
  });
});

describe('tours', () => {
  it('keeps tours within the trip, ordered by date and time, with booked marks', async () => {
    const trip = await createTrip(ctx, me, {
      startDate: '2027-03-01',
      endDate: '2027-03-07',
      currency: 'BRL',
    });
    const url = `/api/trips/${trip.id}/tours`;
    const tram = await call('POST', url, { name: 'Tram 28', date: '2027-03-02', time: '16:00', price: 20 });
    expect(tram.statusCode, tram.body).toBe(201);
    expect(tram.json()).toMatchObject({
      price: 20,
      currency: 'BRL',
      time: '16:00',
      booked: false,
      location: '',
    });
    await call('POST', url, { name: 'Sintra', date: '2027-03-02', time: null });
    await call('POST', url, { name: 'Belém', date: '2027-03-01', time: '10:00', booked: true });
    expect((await call('GET', url)).json().map((tour: { name: string }) => tour.name)).toEqual([
      'Belém',
      'Sintra',
      'Tram 28',
    ]);
    const outside = await call('POST', url, { name: 'Porto', date: '2027-03-09' });
    expect(outside.json().details).toEqual([{ path: 'date', message: 'This date is outside the trip.' }]);
    const badTime = await call('POST', url, { name: 'Fado', date: '2027-03-03', time: '25:00' });
    expect(badTime.json().details).toEqual([{ path: 'time', message: 'Enter a time such as 09:30.' }]);
    const marked = await call('PATCH', `${url}/${tram.json()._id}/booked`, { booked: true });
    expect(marked.json().booked).toBe(true);
    expect((await call('PATCH', `${url}/${tram.json()._id}/booked`, { booked: 'yes' })).statusCode).toBe(400);
    expect(await ctx.db.select().from(tours).where(eq(tours.tripId, trip.id))).toHaveLength(3);
  });
});

describe('the day view and the calendar', () => {
  it('show flights, check-ins, check-outs and tours beside the itinerary, in time order', async () => {
    const trip = await createTrip(ctx, me, {
      startDate: '2027-03-01',
      endDate: '2027-03-05',
      title: 'Lisboa',
    });
    const base = `/api/trips/${trip.id}`;
    const flight = await call('POST', `${base}/flights`, {
      airline: 'TAP',
      flightNumber: 'TP 88',
      departure: { airport: 'GRU', time: '2027-02-28T22:00' },
      arrival: { airport: 'LIS', time: '2027-03-01T11:05' },
    });
    expect(flight.statusCode, flight.body).toBe(201);
    await call('POST', `${base}/bookings`, { ...stay, price: null });
    await call('POST', `${base}/tours`, { name: 'Tram 28', date: '2027-03-01', time: '16:00' });
    await call('POST', `${base}/itinerary`, { date: '2027-03-01', timeOfDay: 'evening', placeName: 'Fado' });

    const day = (await call('GET', `${base}/days/2027-03-01`)).json();
    expect(
      day.entries.map((entry: { kind: string; time: string | null }) => [entry.kind, entry.time]),
    ).toEqual([
      ['flight', '11:05'],
      ['check-in', null],
      ['tour', '16:00'],
      ['itinerary', null],
    ]);
    expect(day.entries[0]).toMatchObject({ leg: 'arrival', flight: { flightNumber: 'TP88' } });
    const before = (await call('GET', `${base}/days/2027-02-28`)).json();
    expect(before).toMatchObject({
      outsideTrip: true,
      entries: [{ kind: 'flight', leg: 'departure', time: '22:00' }],
    });
    expect((await call('GET', `${base}/days/2027-03-04`)).json().entries).toMatchObject([
      { kind: 'check-out' },
    ]);

    const events = (await call('GET', '/api/calendar?from=2027-02-01&to=2027-03-31')).json();
    const ofTrip = events.filter((event: { tripId: string }) => event.tripId === trip.id);
    expect(ofTrip).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'flight',
          title: 'TP88 GRU → LIS',
          start: '2027-02-28T22:00',
          // 10 h 05 min later on the departure's clock (Lisbon is on winter time, UTC+0).
          end: '2027-03-01T08:05',
          date: '2027-02-28',
        }),
        expect.objectContaining({ type: 'booking', start: '2027-03-01', end: '2027-03-04', allDay: true }),
        expect.objectContaining({ type: 'tour', start: '2027-03-01T16:00', allDay: false }),
      ]),
    );
    expect(ofTrip[0]).not.toHaveProperty('instants');

    // The trip's detail carries all of it too (API.md).
    const detail = (await call('GET', base)).json();
    expect(detail.flights).toHaveLength(1);
    expect(detail.bookings).toMatchObject([{ accommodationName: 'Hotel Alfama' }]);
    expect(detail.tours).toMatchObject([{ name: 'Tram 28' }]);
    expect(detail.itinerary[0]).toMatchObject({ date: '2027-03-01', items: [{ placeName: 'Fado' }] });
    expect(detail).toMatchObject({ checklist: [], tips: [], contacts: [], expenseSummary: { total: 0 } });

    // The feed gives the flight its exact instants, in UTC; the rest float in local time.
    const feedUrl = new URL((await call('GET', '/api/calendar/feed-url')).json().url);
    const ics = (await ctx.app.inject({ method: 'GET', url: feedUrl.pathname })).body;
    expect(ics).toContain('DTSTART:20270301T010000Z');
    expect(ics).toContain('DTEND:20270301T110500Z');
    expect(ics).toContain('SUMMARY:TP88 GRU → LIS · Lisboa');
  });
});
