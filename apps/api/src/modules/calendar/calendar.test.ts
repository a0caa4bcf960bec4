import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { bookings, flights, itineraryItems, tours, tripParticipants } from '../../db/schema';

let ctx: TestContext;
let me: CreatedUser;
let friend: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx);
  friend = await createUser(ctx);
  const mine = await createTrip(ctx, me, { title: 'Lisbon', startDate: '2027-03-01', endDate: '2027-03-05' });
  const shared = await createTrip(ctx, friend, {
    title: 'Tokyo',
    startDate: '2027-04-10',
    endDate: '2027-04-20',
  });
  await shareTrip(ctx, shared.id, me, 'viewer');
  await createTrip(ctx, friend, { title: 'Not mine', startDate: '2027-03-02', endDate: '2027-03-03' });
  await ctx.db.insert(itineraryItems).values([
    {
      tripId: mine.id,
      date: '2027-03-02',
      timeOfDay: 'morning',
      time: '09:30',
      placeName: 'Belém tower',
      position: 0,
    },
    { tripId: mine.id, date: '2027-03-03', timeOfDay: 'evening', placeName: 'Fado in Alfama', position: 0 },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, who?: CreatedUser) => ctx.app.inject({ url, headers: who?.auth ?? {} });

describe('GET /api/calendar', () => {
  it("lists the caller's trips and their itinerary in the range", async () => {
    const res = await get('/api/calendar?from=2027-03-01&to=2027-03-31', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        type: 'trip',
        title: 'Lisbon',
        start: '2027-03-01',
        end: '2027-03-05',
        allDay: true,
      }),
      expect.objectContaining({
        type: 'itinerary',
        title: 'Belém tower',
        tripTitle: 'Lisbon',
        start: '2027-03-02T09:30',
        date: '2027-03-02',
      }),
      expect.objectContaining({
        type: 'itinerary',
        title: 'Fado in Alfama',
        start: '2027-03-03T19:00',
        allDay: false,
      }),
    ]);
    const april = (await get('/api/calendar?from=2027-04-01&to=2027-04-30', me)).json();
    expect(april).toMatchObject([{ type: 'trip', title: 'Tokyo' }]);
  });

  it('answers 400 for a reversed or too long range and 401 without a token', async () => {
    expect((await get('/api/calendar?from=2027-03-10&to=2027-03-01', me)).statusCode).toBe(400);
    expect((await get('/api/calendar?from=2027-01-01&to=2029-01-01', me)).statusCode).toBe(400);
    expect((await get('/api/calendar?from=2027-03-01&to=2027-03-31')).statusCode).toBe(401);
  });
});

describe('the calendar feed', () => {
  it('gives a stable secret URL whose .ics is a valid iCalendar document of the trips', async () => {
    const { url } = (await get('/api/calendar/feed-url', me)).json();
    expect((await get('/api/calendar/feed-url', me)).json().url).toBe(url);
    const path = new URL(url).pathname;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const byName = new Map(events.map((event) => [event.summary, event]));
    expect(byName.get('Lisbon')!.startDate.toString()).toBe('2027-03-01');
    expect(byName.get('Lisbon')!.endDate.toString()).toBe('2027-03-06');
    expect(byName.get('Belém tower · Lisbon')!.startDate.toString()).toBe('2027-03-02T09:30:00');
    expect(byName.has('Tokyo')).toBe(true);
    expect(byName.has('Not mine')).toBe(false);
  });

  it('names each event by its item, so a renamed or moved tour stays one event and equal tours stay two', async () => {
    const who = await createUser(ctx);
    const trip = await createTrip(ctx, who, {
      title: 'Porto',
      startDate: '2027-05-01',
      endDate: '2027-05-05',
    });
    const tour = { name: 'Port cellars', date: '2027-05-02', time: '15:00', price: 20 };
    const add = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/trips/${trip.id}/tours`,
          headers: who.auth,
          payload: tour,
        })
      ).json()._id as string;
    const first = await add();
    const second = await add();
    const path = new URL((await get('/api/calendar/feed-url', who)).json().url).pathname;
    const uids = async () => {
      const calendar = new ICAL.Component(ICAL.parse((await get(path)).body));
      return new Map(
        calendar
          .getAllSubcomponents('vevent')
          .map((vevent) => new ICAL.Event(vevent))
          .map((event) => [event.uid, `${event.summary} ${event.startDate.toString()}`]),
      );
    };
    expect(await uids()).toEqual(
      new Map([
        [`trip-${trip.id}@trilha.test`, 'Porto 2027-05-01'],
        [`tour-${first}@trilha.test`, 'Port cellars · Porto 2027-05-02T15:00:00'],
        [`tour-${second}@trilha.test`, 'Port cellars · Porto 2027-05-02T15:00:00'],
      ]),
    );
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/tours/${first}`,
      headers: who.auth,
      payload: { ...tour, name: 'Douro cruise', date: '2027-05-03', time: '10:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await uids()).get(`tour-${first}@trilha.test`)).toBe('Douro cruise · Porto 2027-05-03T10:00:00');
    expect((await uids()).size).toBe(3);
  });

  it('lists a landing day in the itinerary’s order: untimed places in their part of the day, after the landing', async () => {
    const who = await createUser(ctx);
    const trip = await createTrip(ctx, who, {
      title: 'Lisboa',
      startDate: '2027-08-01',
      endDate: '2027-08-03',
    });
    const post = async (url: string, payload: object) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}${url}`,
        headers: who.auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await post('/flights', {
      airline: 'TAP Air Portugal',
      flightNumber: 'TP 88',
      departure: { airport: 'GRU', time: '2027-08-01T06:00' },
      arrival: { airport: 'LIS', time: '2027-08-01T20:40' },
    });
    await post('/flights', {
      airline: 'TAP Air Portugal',
      flightNumber: 'TP 1',
      departure: { airport: 'GRU', time: '2027-08-01T22:00' },
      arrival: { airport: 'LIS', time: '2027-08-02T11:40' },
    });
    await post('/tours', { name: 'Tram tour', date: '2027-08-02', time: '15:00' });
    await post('/itinerary', { date: '2027-08-02', timeOfDay: 'evening', placeName: 'Fado' });
    await post('/itinerary', { date: '2027-08-02', timeOfDay: 'morning', placeName: 'Miradouro' });
    await post('/itinerary', { date: '2027-08-02', timeOfDay: 'morning', placeName: 'Café' });
    await post('/itinerary', { date: '2027-08-01', timeOfDay: 'morning', placeName: 'Early walk' });
    const path = new URL((await get('/api/calendar/feed-url', who)).json().url).pathname;
    const calendar = new ICAL.Component(ICAL.parse((await get(path)).body));
    const starts = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => !event.summary.startsWith('TP'))
      .filter((event) => event.startDate.toString().startsWith('2027-08-02'))
      .sort((a, b) => a.startDate.compare(b.startDate))
      .map(
        (event) => `${event.summary.replace(' · Lisboa', '')} ${event.startDate.toString().slice(11, 16)}`,
      );
    // Landing 11:40 (the flight is one event from its departure), then the morning's places in the
    // traveller's order, the 15:00 tour and the evening place at its usual hour.
    expect(starts).toEqual(['Miradouro 12:10', 'Café 12:40', 'Tram tour 15:00', 'Fado 19:00']);
    const firstDay = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.summary.startsWith('Early walk'))!;
    // The 06:00 take-off comes first; the untimed morning place keeps its usual hour.
    expect(firstDay.startDate.toString()).toBe('2027-08-01T09:00:00');
  });

  it('stops the old URL when the user regenerates it', async () => {
    const old = new URL((await get('/api/calendar/feed-url', friend)).json().url).pathname;
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar/feed-url',
      headers: friend.auth,
    });
    expect(new URL(fresh.json().url).pathname).not.toBe(old);
    expect((await get(old)).statusCode).toBe(404);
    expect((await get(new URL(fresh.json().url).pathname)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed feed', async () => {
    expect((await get('/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).json().code).toBe(
      'CALENDAR_FEED_NOT_FOUND',
    );
    expect((await get('/api/calendar/short.ics')).statusCode).toBe(404);
  });
});

describe('a person’s calendar', () => {
  /** Rui and Sol share a trip: Rui's flight, Sol's stay and tour, a place for the two, one for everyone. */
  async function tripOfTwo() {
    const rui = await createUser(ctx);
    const sol = await createUser(ctx);
    const trip = await createTrip(ctx, rui, { title: 'Rio', startDate: '2027-09-01', endDate: '2027-09-04' });
    await shareTrip(ctx, trip.id, sol, 'viewer');
    const [ruiId, solId] = (
      await ctx.db
        .insert(tripParticipants)
        .values([
          { tripId: trip.id, kind: 'user', userId: rui.user.id, name: 'Rui' },
          { tripId: trip.id, kind: 'user', userId: sol.user.id, name: 'Sol' },
        ])
        .returning()
    ).map((row) => row.id);
    const flight = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/flights`,
      headers: rui.auth,
      payload: {
        airline: 'GOL',
        flightNumber: 'G3 1000',
        departure: { airport: 'GRU', time: '2027-09-01T08:00' },
        arrival: { airport: 'GIG', time: '2027-09-01T09:05' },
        passengers: [{ name: 'Rui', seat: '' }],
      },
    });
    expect(flight.statusCode, flight.body).toBe(201);
    await ctx.db
      .update(flights)
      .set({ passengers: [{ name: 'Rui', seat: '', participantId: ruiId }] })
      .where(eq(flights.id, flight.json()._id));
    await ctx.db.insert(bookings).values({
      tripId: trip.id,
      accommodationName: 'Sol’s hostel',
      checkIn: '2027-09-01',
      checkOut: '2027-09-03',
      currency: 'BRL',
      participantIds: [solId!],
    });
    await ctx.db.insert(tours).values({
      tripId: trip.id,
      name: 'Sol’s samba class',
      date: '2027-09-02',
      time: '20:00',
      currency: 'BRL',
      participantIds: [solId!],
    });
    await ctx.db.insert(itineraryItems).values([
      {
        tripId: trip.id,
        date: '2027-09-02',
        timeOfDay: 'morning',
        placeName: 'Sugarloaf for two',
        position: 0,
        participantIds: [ruiId!, solId!],
      },
      { tripId: trip.id, date: '2027-09-03', timeOfDay: 'morning', placeName: 'Beach day', position: 0 },
    ]);
    return { trip, rui, sol };
  }

  const titles = async (who: CreatedUser) =>
    (await get('/api/calendar?from=2027-09-01&to=2027-09-04', who))
      .json<{ title: string }[]>()
      .map((event) => event.title)
      .sort();

  it('lists only the items the person is on, the trip and everyone’s items included', async () => {
    const { rui, sol } = await tripOfTwo();
    expect(await titles(rui)).toEqual(['Beach day', 'G31000 GRU → GIG', 'Rio', 'Sugarloaf for two']);
    expect(await titles(sol)).toEqual([
      'Beach day',
      'Rio',
      'Sol’s hostel',
      'Sol’s samba class',
      'Sugarloaf for two',
    ]);
  });

  it('writes the same choice in the person’s feed', async () => {
    const { sol } = await tripOfTwo();
    const path = new URL((await get('/api/calendar/feed-url', sol)).json().url).pathname;
    const calendar = new ICAL.Component(ICAL.parse((await get(path)).body));
    const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
    expect(summaries).toContain('Sol’s samba class · Rio');
    expect(summaries).toContain('Beach day · Rio');
    expect(summaries.some((summary) => summary.startsWith('G31000'))).toBe(false);
  });

  it('gives a member with no participant on the trip only what everyone is on', async () => {
    const { trip } = await tripOfTwo();
    const newcomer = await createUser(ctx);
    await shareTrip(ctx, trip.id, newcomer, 'viewer');
    expect(await titles(newcomer)).toEqual(['Beach day', 'Rio']);
  });
});
