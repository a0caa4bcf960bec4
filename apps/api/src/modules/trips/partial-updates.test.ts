import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let me: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { name: 'Ana', language: 'en' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, who = me) =>
  ctx.app.inject({ method, url, payload, headers: who.auth });

async function ok(method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}

async function refused(url: string, payload: object) {
  const res = await call('PUT', url, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('VALIDATION_ERROR');
  return res.json().details as { path: string; message: string }[];
}

const may = (extra = {}) =>
  createTrip(ctx, me, { startDate: '2031-05-10', endDate: '2031-05-20', currency: 'EUR', ...extra });

describe('PUT with a partial body (API.md "Updates")', () => {
  it('trip: keeps absent fields and checks the merged dates as a whole', async () => {
    const trip = await may({ interests: ['food'], notes: 'Pack light', budgetMinor: 150000 });
    const url = `/api/trips/${trip.id}`;
    const before = await ok('GET', url);
    const renamed = await ok('PUT', url, { title: 'Lisbon in May' });
    expect(renamed).toMatchObject({
      title: 'Lisbon in May',
      destination: before.destination,
      startDate: '2031-05-10',
      endDate: '2031-05-20',
      interests: ['food'],
      notes: 'Pack light',
      currency: 'EUR',
      budgetAmount: 1500,
      budget: before.budget,
    });

    const details = await refused(url, { endDate: '2031-05-01' });
    expect(details).toEqual([{ path: 'endDate', message: 'End date cannot be earlier than start date.' }]);
    const res = await call('PUT', url, { endDate: '2031-05-01' });
    expect(res.json().message).toBe('End date cannot be earlier than start date.');

    const unchanged = await ok('PUT', url, {});
    expect({ ...unchanged, updatedAt: undefined }).toEqual({ ...renamed, updatedAt: undefined });
  });

  it('trip: a destination typed by hand (no country or position) can still be edited in part', async () => {
    const trip = await may({ destinationCountryCode: null, destinationLat: null, destinationLon: null });
    const edited = await ok('PUT', `/api/trips/${trip.id}`, { notes: 'By train' });
    expect(edited).toMatchObject({ notes: 'By train', destination: { name: 'Lisbon', countryCode: '' } });
  });

  it('stay: a check-out before the stored check-in is refused; the rest keeps its values', async () => {
    const trip = await may();
    const stay = await ok('POST', `/api/trips/${trip.id}/bookings`, {
      accommodationName: 'Hotel Alfama',
      checkIn: '2031-05-10',
      checkOut: '2031-05-12',
      price: '240.50',
      currency: 'USD',
      notes: 'Late arrival',
      booked: true,
    });
    const url = `/api/trips/${trip.id}/bookings/${stay._id}`;
    expect(await refused(url, { checkOut: '2031-05-09' })).toEqual([
      { path: 'checkOut', message: 'Check-out must be after check-in.' },
    ]);
    const moved = await ok('PUT', url, { checkOut: '2031-05-14' });
    expect(moved).toEqual({ ...stay, checkOut: '2031-05-14', nights: 4 });
    expect(await ok('PUT', url, {})).toEqual(moved);
  });

  it('tour, tip and contact: absent fields keep their values; a contact value is checked against its stored type', async () => {
    const trip = await may();
    const base = `/api/trips/${trip.id}`;
    const tour = await ok('POST', `${base}/tours`, {
      name: 'Tram 28',
      date: '2031-05-11',
      time: '10:00',
      price: 3,
    });
    expect(await ok('PUT', `${base}/tours/${tour._id}`, {})).toEqual(tour);
    expect(await ok('PUT', `${base}/tours/${tour._id}`, { notes: 'Go early' })).toEqual({
      ...tour,
      notes: 'Go early',
    });
    expect(await refused(`${base}/tours/${tour._id}`, { date: '2031-06-01' })).toEqual([
      { path: 'date', message: expect.any(String) },
    ]);

    const tip = await ok('POST', `${base}/tips`, { category: 'food', text: 'Try the pastéis' });
    expect(await ok('PUT', `${base}/tips/${tip._id}`, { text: 'Try the bifanas' })).toEqual({
      ...tip,
      text: 'Try the bifanas',
    });

    const contact = await ok('POST', `${base}/contacts`, {
      name: 'Hotel',
      type: 'email',
      value: 'desk@hotel.pt',
    });
    const contactUrl = `${base}/contacts/${contact._id}`;
    expect(await refused(contactUrl, { value: '+351 912 345 678' })).toEqual([
      { path: 'value', message: 'Enter a valid e-mail address.' },
    ]);
    expect(await ok('PUT', contactUrl, { type: 'phone', value: '+351 912 345 678' })).toEqual({
      ...contact,
      type: 'phone',
      value: '+351 912 345 678',
    });
  });

  it('expense: an unequal split must still add up after merging', async () => {
    const trip = await may();
    const base = `/api/trips/${trip.id}`;
    const carla = await ok('POST', `${base}/participants`, { name: 'Carla' });
    const [ana] = await ok('GET', `${base}/participants`);
    const expense = await ok('POST', `${base}/expenses`, {
      description: 'Dinner',
      amount: '30',
      currency: 'EUR',
      category: 'food',
      date: '2031-05-11',
      paidBy: ana._id,
      division: 'unequal',
      participants: [
        { participantId: ana._id, share: '10' },
        { participantId: carla._id, share: '20' },
      ],
    });
    const url = `${base}/expenses/${expense._id}`;
    expect(await refused(url, { amount: '35' })).toEqual([
      { path: 'participants', message: 'The shares must add up to the amount.' },
    ]);
    expect(await ok('PUT', url, { description: 'Dinner at Zé' })).toEqual({
      ...expense,
      description: 'Dinner at Zé',
    });
    const equal = await ok('PUT', url, { amount: '35', division: 'equal' });
    expect(equal.participants).toEqual([
      { participantId: ana._id, share: 17.5 },
      { participantId: carla._id, share: 17.5 },
    ]);
    expect(await ok('PUT', url, {})).toEqual(equal);
  });

  it('an update that changes nothing answers 200 with the resource', async () => {
    const trip = await may();
    const base = `/api/trips/${trip.id}`;

    const group = await ok('POST', `${base}/checklist`, { name: 'Documents' });
    const item = await ok('POST', `${base}/checklist/${group._id}/items`, { text: 'Passport' });
    expect(await ok('PUT', `${base}/checklist/${group._id}/items/${item._id}`, {})).toEqual(item);
    expect(await ok('PUT', `${base}/checklist/${group._id}`, {})).toEqual({ ...group, items: [item] });

    const flight = await ok('POST', `${base}/flights`, {
      airline: 'TAP',
      flightNumber: 'TP88',
      departure: { airport: 'GRU', time: '2031-05-09T22:00' },
      arrival: { airport: 'LIS', time: '2031-05-10T11:05' },
    });
    expect(await ok('PUT', `${base}/flights/${flight._id}`, {})).toEqual(flight);

    const place = await ok('POST', `${base}/itinerary`, {
      date: '2031-05-11',
      timeOfDay: 'morning',
      placeName: 'Belém',
    });
    expect(await ok('PUT', `${base}/itinerary/${place._id}`, {})).toEqual(place);

    const friend = await createUser(ctx);
    await shareTrip(ctx, trip.id, friend, 'viewer');
    const people = await ok('GET', `${base}/shares`);
    expect(await ok('PUT', `${base}/shares/${friend.user.id}`, {})).toEqual(people);

    const profile = await ok('GET', '/api/users/profile');
    expect(await ok('PUT', '/api/users/profile', {})).toEqual(profile);
  });

  it('flight: the body GET answered goes back whole, instants with their offset included (issue 36)', async () => {
    const trip = await may();
    const base = `/api/trips/${trip.id}`;
    const flight = await ok('POST', `${base}/flights`, {
      airline: 'TAP',
      flightNumber: 'TP88',
      departure: { airport: 'GRU', time: '2031-05-09T22:00' },
      arrival: { airport: 'LIS', time: '2031-05-10T11:05' },
    });
    const url = `${base}/flights/${flight._id}`;
    const read = await ok('GET', url);
    expect(read.departure.time).toBe('2031-05-09T22:00:00-03:00');

    const later = { ...read.arrival, time: '2031-05-10T12:05:00+01:00' };
    const moved = await ok('PUT', url, { ...read, airline: 'Azul', arrival: later });
    expect(moved).toEqual({
      ...read,
      airline: 'Azul',
      arrival: later,
      durationMinutes: read.durationMinutes + 60,
    });

    const details = await refused(url, {
      ...moved,
      departure: { ...moved.departure, timeZone: 'Europe/Lisbon' },
      status: 'late',
    });
    expect(details).toEqual([
      { path: 'departure.timeZone', message: 'This field cannot be changed.' },
      { path: 'status', message: 'Choose one of the options.' },
    ]);
    const inPortuguese = await ctx.app.inject({
      method: 'PUT',
      url,
      payload: { ...moved, _id: 'another' },
      headers: { ...me.auth, 'accept-language': 'pt' },
    });
    expect(inPortuguese.json().details).toEqual([
      { path: '_id', message: 'Este campo não pode ser alterado.' },
    ]);
    expect(await ok('GET', url)).toEqual(moved);
  });

  it('still refuses fields the resource does not have, and its read-only ones when changed', async () => {
    const trip = await may();
    const url = `/api/trips/${trip.id}`;
    expect(await refused(url, { owner: me.user.id })).toEqual([
      { path: 'owner', message: 'This field is not accepted here.' },
    ]);
    const someoneElse = await createUser(ctx);
    expect(await refused(url, { ownerId: someoneElse.user.id })).toEqual([
      { path: 'ownerId', message: 'This field cannot be changed.' },
    ]);
    expect(await ok('PUT', url, { ownerId: me.user.id, title: 'Still mine' })).toMatchObject({
      ownerId: me.user.id,
      title: 'Still mine',
    });
  });
});

describe('GET /api/openapi.json', () => {
  /**
   * Not resource updates: a password change needs both passwords, an upload is a file, a premium grant
   * says whether premium is on, a trip's new owner is someone.
   */
  const WHOLE = [
    '/api/users/password',
    '/api/trips/{id}/flights/{flightId}/ticket',
    '/api/admin/users/{id}/premium',
    '/api/trips/{id}/owner',
  ];

  it('documents every PUT body as partial: no field is required', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const puts = Object.entries(
      doc.paths as Record<
        string,
        { put?: { requestBody?: { content: Record<string, { schema: object }> } } }
      >,
    ).filter(
      ([path, ops]) => ops.put?.requestBody && !/agenc|consultant/.test(path) && !WHOLE.includes(path),
    );
    expect(puts.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/api/trips/{id}',
        '/api/trips/{id}/flights/{flightId}',
        '/api/trips/{id}/bookings/{bookingId}',
        '/api/trips/{id}/tours/{tourId}',
        '/api/trips/{id}/itinerary/{itemId}',
        '/api/trips/{id}/checklist/{groupId}',
        '/api/trips/{id}/checklist/{groupId}/items/{itemId}',
        '/api/trips/{id}/tips/{tipId}',
        '/api/trips/{id}/contacts/{contactId}',
        '/api/trips/{id}/expenses/{expenseId}',
        '/api/trips/{id}/shares/{userId}',
        '/api/users/settings',
        '/api/users/profile',
      ]),
    );
    for (const [path, ops] of puts) {
      const schema = ops.put!.requestBody!.content['application/json']!.schema as { required?: string[] };
      expect(schema.required ?? [], path).toEqual([]);
    }
  });
});

describe('POST /api/trips without a currency', () => {
  it("takes the user's currency setting", async () => {
    const traveller = await createUser(ctx, { currency: 'USD' });
    const body = {
      title: 'Weekend',
      destination: { name: 'Porto' },
      startDate: '2031-06-01',
      endDate: '2031-06-03',
      budget: 'mid-range',
    };
    const first = await call('POST', '/api/trips', body, traveller);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().currency).toBe('USD');
    await call('PUT', '/api/users/settings', { currency: 'JPY' }, traveller);
    expect((await call('POST', '/api/trips', body, traveller)).json().currency).toBe('JPY');
    expect((await call('POST', '/api/trips', { ...body, currency: 'EUR' }, traveller)).json().currency).toBe(
      'EUR',
    );
  });
});
