import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../../test/factories';

let ctx: TestContext;
let me: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: me.auth });

describe('checklist', () => {
  it('keeps groups and items in order and remembers ticks', async () => {
    const trip = await createTrip(ctx, me);
    const base = `/api/trips/${trip.id}/checklist`;
    const docs = (await call('POST', base, { name: 'Documents' })).json();
    await call('POST', base, { name: 'Clothes' });
    const passport = (await call('POST', `${base}/${docs._id}/items`, { text: 'Passport' })).json();
    await call('POST', `${base}/${docs._id}/items`, { text: 'Insurance', done: true });
    expect(
      (await call('PUT', `${base}/${docs._id}/items/${passport._id}`, { done: true })).json(),
    ).toMatchObject({
      text: 'Passport',
      done: true,
    });
    const list = (await call('GET', base)).json();
    expect(list).toMatchObject([
      {
        name: 'Documents',
        items: [
          { text: 'Passport', done: true },
          { text: 'Insurance', done: true },
        ],
      },
      { name: 'Clothes', items: [] },
    ]);
  });

  it('answers 404 for a group of another trip and refuses empty text', async () => {
    const mine = await createTrip(ctx, me);
    const other = await createTrip(ctx, me);
    const group = (await call('POST', `/api/trips/${other.id}/checklist`, { name: 'Other' })).json();
    const res = await call('POST', `/api/trips/${mine.id}/checklist/${group._id}/items`, { text: 'x' });
    expect(res.json().code).toBe('CHECKLIST_GROUP_NOT_FOUND');
    const empty = await call('POST', `/api/trips/${other.id}/checklist/${group._id}/items`, { text: ' ' });
    expect(empty.json().details).toEqual([{ path: 'text', message: 'Required Field' }]);
    const missing = await call('PUT', `/api/trips/${other.id}/checklist/${group._id}/items/nope`, {
      done: true,
    });
    expect(missing.json().code).toBe('CHECKLIST_ITEM_NOT_FOUND');
  });
});

describe('contacts and tips', () => {
  it('checks a contact value against its type', async () => {
    const trip = await createTrip(ctx, me);
    const url = `/api/trips/${trip.id}/contacts`;
    const badPhone = await call('POST', url, { name: 'Hotel', type: 'phone', value: 'call me' });
    expect(badPhone.json().details).toEqual([{ path: 'value', message: 'Enter a valid telephone number.' }]);
    const badEmail = await call('POST', url, { name: 'Hotel', type: 'email', value: '+351 21 000' });
    expect(badEmail.json().details).toEqual([{ path: 'value', message: 'Enter a valid e-mail address.' }]);
    expect(
      (await call('POST', url, { name: 'Hotel', type: 'phone', value: '+351 (21) 000-0000' })).statusCode,
    ).toBe(201);
    expect((await call('GET', url)).json()).toMatchObject([{ name: 'Hotel', type: 'phone', notes: '' }]);
  });

  it('refuses an unknown tip category and answers 404 for an unknown tip', async () => {
    const trip = await createTrip(ctx, me);
    expect(
      (await call('POST', `/api/trips/${trip.id}/tips`, { category: 'gossip', text: 'x' })).statusCode,
    ).toBe(400);
    const missing = await call('PUT', `/api/trips/${trip.id}/tips/01a1fc73-6d7c-74e6-b039-6dc4a05eb814`, {
      category: 'food',
      text: 'x',
    });
    expect(missing.json().code).toBe('TIP_NOT_FOUND');
  });
});

describe('itinerary', () => {
  const places = async (tripId: string) =>
    (await call('GET', `/api/trips/${tripId}/itinerary`)).json() as {
      date: string;
      outsideTrip: boolean;
      items: { _id: string; placeName: string; position: number }[];
    }[];

  it('lists every day of the trip and refuses dates outside it', async () => {
    const trip = await createTrip(ctx, me, { startDate: '2027-03-01', endDate: '2027-03-03' });
    expect((await places(trip.id)).map((day) => day.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
    ]);
    const outside = await call('POST', `/api/trips/${trip.id}/itinerary`, {
      date: '2027-03-04',
      timeOfDay: 'morning',
      placeName: 'Sintra',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details).toEqual([{ path: 'date', message: 'This date is outside the trip.' }]);
    const badTime = await call('POST', `/api/trips/${trip.id}/itinerary`, {
      date: '2027-03-01',
      timeOfDay: 'morning',
      time: '25:00',
      placeName: 'Sintra',
    });
    expect(badTime.json().details[0].path).toBe('time');
  });

  it('reorders within a day and moves an item to another day', async () => {
    const trip = await createTrip(ctx, me, { startDate: '2027-04-01', endDate: '2027-04-02' });
    const add = async (placeName: string, date = '2027-04-01') =>
      (
        await call('POST', `/api/trips/${trip.id}/itinerary`, { date, timeOfDay: 'morning', placeName })
      ).json();
    const a = await add('A');
    await add('B');
    const c = await add('C');
    await call('PUT', `/api/trips/${trip.id}/itinerary/${c._id}`, { position: 0 });
    let days = await places(trip.id);
    expect(days[0]!.items.map((item) => item.placeName)).toEqual(['C', 'A', 'B']);
    expect(days[0]!.items.map((item) => item.position)).toEqual([0, 1, 2]);

    await add('D', '2027-04-02');
    const moved = await call('PUT', `/api/trips/${trip.id}/itinerary/${a._id}`, {
      date: '2027-04-02',
      position: 0,
    });
    expect(moved.json()).toMatchObject({ date: '2027-04-02', position: 0 });
    days = await places(trip.id);
    expect(days.map((day) => day.items.map((item) => item.placeName))).toEqual([
      ['C', 'B'],
      ['A', 'D'],
    ]);
  });

  it('stores a dropped place with its part of the day and position in one call, numbered in time order', async () => {
    const trip = await createTrip(ctx, me, { startDate: '2027-07-01', endDate: '2027-07-02' });
    const add = async (placeName: string, timeOfDay: string, time?: string) =>
      (
        await call('POST', `/api/trips/${trip.id}/itinerary`, {
          date: '2027-07-01',
          timeOfDay,
          time,
          placeName,
        })
      ).json();
    await add('Breakfast', 'morning', '08:00');
    const museum = await add('Museum', 'afternoon');
    const walk = await add('Walk', 'morning');
    await add('Lunch', 'afternoon', '13:00');
    const day = async () =>
      (await places(trip.id))[0]!.items.map((item) => `${item.placeName}@${item.position}`);

    // Dropped right after breakfast: the museum becomes a morning place, before the walk.
    const dropped = await call('PUT', `/api/trips/${trip.id}/itinerary/${museum._id}`, {
      timeOfDay: 'morning',
      position: 1,
    });
    expect(dropped.json()).toMatchObject({ timeOfDay: 'morning', position: 1 });
    expect(await day()).toEqual(['Breakfast@0', 'Museum@1', 'Walk@2', 'Lunch@3']);

    // Asked to go first but made an afternoon place, the walk sits after the 13:00 lunch.
    await call('PUT', `/api/trips/${trip.id}/itinerary/${walk._id}`, { timeOfDay: 'afternoon', position: 0 });
    expect(await day()).toEqual(['Breakfast@0', 'Museum@1', 'Lunch@2', 'Walk@3']);

    // A bad part of the day changes nothing, the position included.
    const bad = await call('PUT', `/api/trips/${trip.id}/itinerary/${walk._id}`, {
      timeOfDay: 'noon',
      position: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(await day()).toEqual(['Breakfast@0', 'Museum@1', 'Lunch@2', 'Walk@3']);

    // Its time cleared, a timed place joins its part of the day.
    const lunch = (await places(trip.id))[0]!.items.find((item) => item.placeName === 'Lunch')!;
    await call('PUT', `/api/trips/${trip.id}/itinerary/${lunch._id}`, { time: null, timeOfDay: 'evening' });
    expect(await day()).toEqual(['Breakfast@0', 'Museum@1', 'Walk@2', 'Lunch@3']);
  });

  it("keeps items when the trip's dates change, on a day marked outside the trip", async () => {
    const trip = await createTrip(ctx, me, { startDate: '2027-05-01', endDate: '2027-05-03' });
    await call('POST', `/api/trips/${trip.id}/itinerary`, {
      date: '2027-05-03',
      timeOfDay: 'night',
      placeName: 'Fado',
    });
    const edit = await call('PUT', `/api/trips/${trip.id}`, {
      title: trip.title,
      destination: { name: 'Lisbon' },
      startDate: '2027-05-01',
      endDate: '2027-05-02',
      budget: 'mid-range',
      interests: [],
      currency: 'EUR',
      notes: '',
    });
    expect(edit.statusCode).toBe(200);
    const days = await places(trip.id);
    expect(days.at(-1)).toMatchObject({
      date: '2027-05-03',
      outsideTrip: true,
      items: [{ placeName: 'Fado' }],
    });
  });
});

describe('GET /api/trips/:id/days/:date', () => {
  it('answers the day in time order with its neighbours, and 400 for a bad date', async () => {
    const trip = await createTrip(ctx, me, { startDate: '2027-06-01', endDate: '2027-06-03' });
    const add = (placeName: string, timeOfDay: string, time?: string) =>
      call('POST', `/api/trips/${trip.id}/itinerary`, { date: '2027-06-02', timeOfDay, time, placeName });
    await add('Dinner', 'evening', '20:00');
    await add('Breakfast', 'morning', '08:30');
    await add('Castle', 'morning');
    const day = (await call('GET', `/api/trips/${trip.id}/days/2027-06-02`)).json();
    expect(day).toMatchObject({
      date: '2027-06-02',
      previousDate: '2027-06-01',
      nextDate: '2027-06-03',
      outsideTrip: false,
    });
    // An untimed place closes its part of the day, after what is timed in it.
    expect(day.entries.map((entry: { item: { placeName: string } }) => entry.item.placeName)).toEqual([
      'Breakfast',
      'Castle',
      'Dinner',
    ]);
    const first = (await call('GET', `/api/trips/${trip.id}/days/2027-06-01`)).json();
    expect(first).toMatchObject({ previousDate: null, nextDate: '2027-06-02', entries: [] });
    expect((await call('GET', `/api/trips/${trip.id}/days/2027-13-01`)).statusCode).toBe(400);
  });
});
