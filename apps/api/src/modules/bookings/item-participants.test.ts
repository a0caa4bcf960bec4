import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let owner: CreatedUser;
let friend: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { name: 'Ana', language: 'en' });
  friend = await createUser(ctx, { name: 'Bruno' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: owner.auth });

const UNKNOWN = { message: 'This person is not part of the trip.' };

/** A trip with Ana (owner), Bruno (admin) and Carla (a guest), and their participant ids. */
async function groupTrip() {
  const trip = await createTrip(ctx, owner, { startDate: '2027-03-01', endDate: '2027-03-07' });
  await shareTrip(ctx, trip.id, friend, 'admin');
  const base = `/api/trips/${trip.id}`;
  const carla = (await call('POST', `${base}/participants`, { name: 'Carla' })).json()._id as string;
  const people = (await call('GET', `${base}/participants`)).json() as { _id: string; name: string }[];
  const id = (name: string) => people.find((person) => person.name === name)!._id;
  return { trip, base, ana: id('Ana'), bruno: id('Bruno'), carla };
}

const stay = { accommodationName: 'Hotel Alfama', checkIn: '2027-03-01', checkOut: '2027-03-03' };
const tour = { name: 'Sintra', date: '2027-03-02' };
const place = { date: '2027-03-01', timeOfDay: 'morning', placeName: 'Belém' };
const flight = {
  airline: 'TAP Air Portugal',
  flightNumber: 'TP88',
  departure: { airport: 'GRU', time: '2027-03-01T08:00' },
  arrival: { airport: 'LIS', time: '2027-03-01T21:05' },
};

/** Each item type: where it is created, and the URL of one of them. */
const ITEMS = [
  { what: 'stay', path: 'bookings', body: stay },
  { what: 'tour', path: 'tours', body: tour },
  { what: 'place', path: 'itinerary', body: place },
] as const;

describe('who goes on stays, tours and itinerary places', () => {
  for (const { what, path, body } of ITEMS) {
    it(`stores a ${what}'s people, keeps them through a partial PUT and answers everyone as null`, async () => {
      const { base, ana, carla } = await groupTrip();
      const everyone = await call('POST', `${base}/${path}`, body);
      expect(everyone.statusCode, everyone.body).toBe(201);
      expect(everyone.json().participants).toBeNull();

      const created = await call('POST', `${base}/${path}`, { ...body, participants: [ana, carla] });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().participants).toEqual([ana, carla]);
      const url = `${base}/${path}/${created.json()._id}`;

      const renamed = await call('PUT', url, { notes: 'Bring the tickets' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().participants).toEqual([ana, carla]);

      expect((await call('PUT', url, { participants: [carla] })).json().participants).toEqual([carla]);
      expect((await call('PUT', url, { participants: null })).json().participants).toBeNull();
    });

    it(`refuses a ${what} for nobody, twice the same person or another trip's people`, async () => {
      const { base, ana } = await groupTrip();
      const other = await groupTrip();
      const cases: [unknown, string, string][] = [
        [[], 'participants', 'Choose who goes, or leave it for everyone.'],
        [[ana, ana], 'participants', 'Each person can appear only once.'],
        [[ana, other.carla], 'participants.1', UNKNOWN.message],
        [['not-an-id'], 'participants.0', UNKNOWN.message],
      ];
      for (const [participants, at, message] of cases) {
        const res = await call('POST', `${base}/${path}`, { ...body, participants });
        expect(res.statusCode, JSON.stringify(participants)).toBe(400);
        expect(res.json().details).toContainEqual({ path: at, message });
      }
      const kept = (await call('POST', `${base}/${path}`, { ...body, participants: [ana] })).json();
      const res = await call('PUT', `${base}/${path}/${kept._id}`, { participants: [other.ana] });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ path: 'participants.0', ...UNKNOWN });
    });
  }

  it('carries who goes on the trip page and the day view', async () => {
    const { trip, base, ana, carla } = await groupTrip();
    await call('POST', `${base}/bookings`, { ...stay, participants: [carla] });
    await call('POST', `${base}/tours`, { ...tour, participants: [ana] });
    await call('POST', `${base}/itinerary`, { ...place, participants: [ana, carla] });
    await call('POST', `${base}/flights`, {
      ...flight,
      passengers: [{ name: 'Carla Souza', seat: '12A', participantId: carla }],
    });

    const page = (await call('GET', base)).json();
    expect(page.bookings[0].participants).toEqual([carla]);
    expect(page.tours[0].participants).toEqual([ana]);
    expect(page.itinerary[0].items[0].participants).toEqual([ana, carla]);
    expect(page.flights[0].participants).toEqual([carla]);

    const day = (await call('GET', `${base}/days/${trip.startDate}`)).json();
    const entries = JSON.stringify(day.entries);
    expect(entries).toContain(`"participants":[${JSON.stringify(ana)},${JSON.stringify(carla)}]`);
    expect(entries).toContain(`"participantId":${JSON.stringify(carla)}`);
  });
});

describe("a flight's passengers", () => {
  it('link to the trip’s people, who are the flight’s participants; no link is everyone', async () => {
    const { base, ana, bruno } = await groupTrip();
    const unlinked = await call('POST', `${base}/flights`, { ...flight, passengers: [{ name: 'Ana' }] });
    expect(unlinked.statusCode, unlinked.body).toBe(201);
    expect(unlinked.json()).toMatchObject({
      passengers: [{ name: 'Ana', seat: '', participantId: null }],
      participants: null,
    });

    const created = await call('POST', `${base}/flights`, {
      ...flight,
      passengers: [
        { name: 'Ana', seat: '12A', participantId: ana },
        { name: 'A friend', seat: '12B' },
      ],
    });
    expect(created.json().participants).toEqual([ana]);
    const url = `${base}/flights/${created.json()._id}`;
    // Changing something else keeps the passengers and their links.
    expect((await call('PUT', url, { confirmationCode: 'XYZ789' })).json().participants).toEqual([ana]);
    const both = await call('PUT', url, {
      passengers: [
        { name: 'Ana', participantId: ana },
        { name: 'Bruno', participantId: bruno },
      ],
    });
    expect(both.json().participants).toEqual([ana, bruno]);
  });

  it('refuses another trip’s people and the same person twice', async () => {
    const { base, ana } = await groupTrip();
    const other = await groupTrip();
    const foreign = await call('POST', `${base}/flights`, {
      ...flight,
      passengers: [
        { name: 'Ana', participantId: ana },
        { name: 'Someone', participantId: other.ana },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([{ path: 'passengers.1.participantId', ...UNKNOWN }]);
    const twice = await call('POST', `${base}/flights`, {
      ...flight,
      passengers: [
        { name: 'Ana', participantId: ana },
        { name: 'Ana again', participantId: ana },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toContainEqual({
      path: 'passengers.1.participantId',
      message: 'Each person can appear only once.',
    });
    expect((await call('GET', `${base}/flights`)).json()).toEqual([]);
  });
});

describe('removing a guest', () => {
  it('takes them out of every item in the same change, and unlinks them from flights', async () => {
    const { base, ana, carla } = await groupTrip();
    const stayId = (await call('POST', `${base}/bookings`, { ...stay, participants: [ana, carla] })).json()
      ._id;
    const tourId = (await call('POST', `${base}/tours`, { ...tour, participants: [carla, ana] })).json()._id;
    const placeId = (await call('POST', `${base}/itinerary`, { ...place, participants: [ana, carla] })).json()
      ._id;
    const flightId = (
      await call('POST', `${base}/flights`, {
        ...flight,
        passengers: [
          { name: 'Ana', participantId: ana },
          { name: 'Carla', seat: '3C', participantId: carla },
        ],
      })
    ).json()._id;

    const removed = await call('DELETE', `${base}/participants/${carla}`);
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await call('GET', `${base}/bookings/${stayId}`)).json().participants).toEqual([ana]);
    expect((await call('GET', `${base}/tours/${tourId}`)).json().participants).toEqual([ana]);
    const days = (await call('GET', `${base}/itinerary`)).json() as { items: { _id: string }[] }[];
    const item = days.flatMap((day) => day.items).find((each) => each._id === placeId);
    expect(item).toMatchObject({ participants: [ana] });
    expect((await call('GET', `${base}/flights/${flightId}`)).json()).toMatchObject({
      passengers: [
        { name: 'Ana', participantId: ana },
        { name: 'Carla', seat: '3C', participantId: null },
      ],
      participants: [ana],
    });
  });

  it('is refused while they are the only one going somewhere, and changes nothing', async () => {
    const { base, ana, carla } = await groupTrip();
    const tourId = (await call('POST', `${base}/tours`, { ...tour, participants: [carla] })).json()._id;
    const stayId = (await call('POST', `${base}/bookings`, { ...stay, participants: [ana, carla] })).json()
      ._id;

    const refused = await call('DELETE', `${base}/participants/${carla}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PARTICIPANT_ALONE_ON_ITEM' });
    expect((await call('GET', `${base}/bookings/${stayId}`)).json().participants).toEqual([ana, carla]);

    await call('PUT', `${base}/tours/${tourId}`, { participants: null });
    expect((await call('DELETE', `${base}/participants/${carla}`)).statusCode).toBe(204);
  });
});

describe('copies and the public page', () => {
  it('a copy goes for everyone, and the public page names nobody', async () => {
    const { trip, base, carla } = await groupTrip();
    await call('POST', `${base}/tours`, { ...tour, participants: [carla] });
    await call('POST', `${base}/itinerary`, { ...place, participants: [carla] });
    await call('POST', `${base}/bookings`, { ...stay, participants: [carla] });

    const copy = await call('POST', `${base}/copy`, { startDate: '2027-05-01', includeBookings: true });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = (await call('GET', `/api/trips/${copy.json()._id}`)).json();
    expect(copied.tours[0].participants).toBeNull();
    expect(copied.itinerary[0].items[0].participants).toBeNull();
    for (const booking of copied.bookings) expect(booking.participants).toBeNull();

    const link = await call('PUT', `${base}/public-link`, { includeCosts: false });
    expect(link.statusCode, link.body).toBeLessThan(300);
    const shown = await ctx.app.inject({ url: `/api/public/trips/${link.json().token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).not.toContain(carla);
    expect(shown.body).not.toContain('participants');
    expect(trip.id).toBeTruthy();
  });
});
