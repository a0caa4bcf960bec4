import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { parseEcbRates, type ReferenceRatesSource } from '../../adapters/rates/ecb';
import { addDays } from '@trilha/shared';
import { ecbXml } from '../../../test/ecb-rates';

/** Reference-rate days shortly before today (the service never asks about days still ahead). */
const TODAY = new Date().toISOString().slice(0, 10);
const RATE_DAY = addDays(TODAY, -6);

let ctx: TestContext;
let owner: CreatedUser;
let friend: CreatedUser;
let fetches = 0;
/** The ECB's format, served from memory: rates for two recent working days. */
const ecb: ReferenceRatesSource = {
  recent: async () => {
    fetches += 1;
    return parseEcbRates(
      ecbXml([
        { date: addDays(RATE_DAY, -3), rates: { USD: '1.0812', JPY: '162.45', BRL: '5.8123' } },
        { date: RATE_DAY, rates: { USD: '1.0850', JPY: '163.10', BRL: '5.8400' } },
      ]),
    );
  },
};
beforeAll(async () => {
  ctx = await createTestApp({ ratesSource: ecb });
  owner = await createUser(ctx, { name: 'Ana', language: 'en' });
  friend = await createUser(ctx, { name: 'Bruno' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = owner) =>
  ctx.app.inject({ method, url, payload, headers: who.auth });

/** A trip in BRL with Ana (owner), Bruno (admin) and Carla (a guest); answers their participant ids. */
async function groupTrip() {
  const trip = await createTrip(ctx, owner, {
    startDate: '2027-03-01',
    endDate: '2027-03-07',
    currency: 'BRL',
  });
  await shareTrip(ctx, trip.id, friend, 'admin');
  const carla = (await call('POST', `/api/trips/${trip.id}/participants`, { name: 'Carla' })).json();
  const listed = await call('GET', `/api/trips/${trip.id}/participants`);
  expect(listed.statusCode, listed.body).toBe(200);
  const people = listed.json() as {
    _id: string;
    name: string;
  }[];
  const id = (name: string) => people.find((person) => person.name === name)!._id;
  return {
    trip,
    base: `/api/trips/${trip.id}`,
    ana: id('Ana'),
    bruno: id('Bruno'),
    carla: carla._id as string,
  };
}

const expense = (paidBy: string, people: string[], extra: object = {}) => ({
  description: 'Dinner',
  amount: '100.00',
  currency: 'BRL',
  category: 'food',
  date: '2027-03-01',
  paidBy,
  division: 'equal',
  participants: people.map((participantId) => ({ participantId })),
  ...extra,
});

describe('participants', () => {
  it("lists the trip's users and guests, refuses a duplicate guest and removes guests without expenses", async () => {
    const { base, ana, bruno, carla } = await groupTrip();
    const people = (await call('GET', `${base}/participants`)).json();
    expect(people.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([
      ['Ana', 'user'],
      ['Bruno', 'user'],
      ['Carla', 'guest'],
    ]);
    const twin = await call('POST', `${base}/participants`, { name: 'carla' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('PARTICIPANT_EXISTS');
    const member = await call('DELETE', `${base}/participants/${bruno}`);
    expect(member.json().code).toBe('PARTICIPANT_IS_MEMBER');

    await call('POST', `${base}/expenses`, expense(ana, [ana, carla]));
    const busy = await call('DELETE', `${base}/participants/${carla}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'PARTICIPANT_HAS_EXPENSES',
      message: 'This person paid or shares expenses on this trip. Delete or change those expenses first.',
    });
    const dora = (await call('POST', `${base}/participants`, { name: 'Dora' })).json();
    expect((await call('DELETE', `${base}/participants/${dora._id}`)).statusCode).toBe(204);
  });
});

describe('expenses', () => {
  it('splits equally with the leftover cents to the first people, and checks unequal shares', async () => {
    const { base, ana, bruno, carla } = await groupTrip();
    const equal = await call('POST', `${base}/expenses`, expense(ana, [bruno, ana, carla]));
    expect(equal.statusCode, equal.body).toBe(201);
    expect(equal.json()).toMatchObject({
      amount: 100,
      currency: 'BRL',
      rate: null,
      participants: [
        { participantId: bruno, share: 33.34 },
        { participantId: ana, share: 33.33 },
        { participantId: carla, share: 33.33 },
      ],
    });
    const uneven = expense(ana, [], {
      division: 'unequal',
      participants: [
        { participantId: ana, share: '60.00' },
        { participantId: bruno, share: '30.00' },
      ],
    });
    const mismatch = await call('POST', `${base}/expenses`, uneven);
    expect(mismatch.json().details).toEqual([
      { path: 'participants', message: 'The shares must add up to the amount.' },
    ]);
    const fixed = await call('POST', `${base}/expenses`, {
      ...uneven,
      participants: [...uneven.participants, { participantId: carla, share: 10 }],
    });
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.json().participants.map((share: { share: number }) => share.share)).toEqual([60, 30, 10]);
  });

  it("says 'Please enter an amount and select a currency' and refuses people from elsewhere", async () => {
    const { base, ana } = await groupTrip();
    const other = await groupTrip();
    for (const change of [{ amount: undefined }, { currency: undefined }, { amount: '' }, { currency: '' }]) {
      const res = await call('POST', `${base}/expenses`, { ...expense(ana, [ana]), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter an amount and select a currency');
    }
    const stranger = await call('POST', `${base}/expenses`, expense(ana, [ana, other.bruno]));
    expect(stranger.json().details).toEqual([
      { path: 'participants.1.participantId', message: 'This person is not part of the trip.' },
    ]);
    const badCategory = await call('POST', `${base}/expenses`, expense(ana, [ana], { category: 'gifts' }));
    expect(badCategory.statusCode).toBe(400);
    expect((await call('GET', `${base}/expenses`)).json()).toEqual([]);
  });

  it('fills the rate from reference rates, keeps a typed one, and asks for one when none is known', async () => {
    const { base, ana, bruno } = await groupTrip();
    const usd = await call(
      'POST',
      `${base}/expenses`,
      expense(ana, [ana, bruno], { currency: 'USD', amount: 50 }),
    );
    expect(usd.statusCode, usd.body).toBe(201);
    // 5.8400 BRL and 1.0850 USD per euro on 2027-03-01.
    expect(usd.json()).toMatchObject({ rate: 5.38248848, rateCurrency: 'BRL', rateDate: RATE_DAY });
    const typed = await call(
      'POST',
      `${base}/expenses`,
      expense(ana, [ana], { currency: 'usd', rate: '5.5' }),
    );
    expect(typed.json()).toMatchObject({ currency: 'USD', rate: 5.5, rateDate: null });
    const rate = await call('GET', `${base}/expenses/rate?currency=JPY&date=2027-03-02`);
    expect(rate.json()).toEqual({
      from: 'JPY',
      to: 'BRL',
      rate: 0.03580625,
      rateDate: RATE_DAY,
      source: 'ecb',
    });
    const unknown = await call(
      'POST',
      `${base}/expenses`,
      expense(ana, [ana], { currency: 'ISK', date: '2027-03-02' }),
    );
    expect(unknown.json().details).toEqual([
      { path: 'rate', message: "Enter the exchange rate to the trip's currency." },
    ]);
    const noRate = await call('GET', `${base}/expenses/rate?currency=ISK&date=${RATE_DAY}`);
    expect(noRate.statusCode).toBe(404);
    expect(noRate.json().code).toBe('RATE_UNAVAILABLE');
    expect(
      (await call('POST', `${base}/expenses`, expense(ana, [ana], { currency: 'USD', rate: 0 }))).statusCode,
    ).toBe(400);
    // The feed is read once and then served from the database.
    expect(fetches).toBe(1);
  });

  it('edits, filters and deletes expenses', async () => {
    const { base, ana, bruno, carla } = await groupTrip();
    const dinner = (await call('POST', `${base}/expenses`, expense(ana, [ana, bruno]))).json();
    await call(
      'POST',
      `${base}/expenses`,
      expense(carla, [carla], { category: 'transportation', date: '2027-03-02' }),
    );
    const edited = await call(
      'PUT',
      `${base}/expenses/${dinner._id}`,
      expense(bruno, [ana, bruno], { amount: 80 }),
    );
    expect(edited.json()).toMatchObject({
      amount: 80,
      paidBy: bruno,
      participants: [{ share: 40 }, { share: 40 }],
    });
    expect((await call('GET', `${base}/expenses?category=transportation`)).json()).toHaveLength(1);
    expect((await call('GET', `${base}/expenses?participantId=${ana}`)).json()).toHaveLength(1);
    expect((await call('GET', `${base}/expenses?date=2027-03-02`)).json()).toHaveLength(1);
    const day = (await call('GET', `${base}/days/2027-03-01`)).json();
    expect(day.expenses).toMatchObject([{ description: 'Dinner', amount: 80 }]);
    expect((await call('DELETE', `${base}/expenses/${dinner._id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/expenses/${dinner._id}`)).json().code).toBe('EXPENSE_NOT_FOUND');
  });
});

describe('GET /expenses/summary', () => {
  it('three people, four expenses in two currencies, an unequal split; a recorded transfer moves the balances', async () => {
    const { trip, base, ana, bruno, carla } = await groupTrip();
    await call('PUT', `/api/trips/${trip.id}`, {
      title: trip.title,
      destination: { name: 'Lisbon' },
      startDate: '2027-03-01',
      endDate: '2027-03-07',
      budget: 'mid-range',
      interests: [],
      currency: 'BRL',
      budgetAmount: '3000',
      notes: '',
    });
    await call(
      'POST',
      `${base}/expenses`,
      expense(ana, [ana, bruno, carla], { amount: 300, category: 'lodging' }),
    );
    await call('POST', `${base}/expenses`, expense(bruno, [ana, bruno, carla], { amount: 90 }));
    await call('POST', `${base}/expenses`, {
      ...expense(carla, []),
      amount: 60,
      category: 'transportation',
      date: '2027-03-02',
      division: 'unequal',
      participants: [
        { participantId: ana, share: 10 },
        { participantId: carla, share: 50 },
      ],
    });
    // US$ 20 at a typed 5.5 = R$ 110, shared by Ana and Bruno.
    await call(
      'POST',
      `${base}/expenses`,
      expense(ana, [ana, bruno], { amount: 20, currency: 'USD', rate: 5.5 }),
    );

    const summary = (await call('GET', `${base}/expenses/summary`)).json();
    expect(summary).toMatchObject({ currency: 'BRL', total: 560, budget: 3000, unconverted: [] });
    expect(summary.byCategory).toEqual([
      { category: 'lodging', amount: 300 },
      { category: 'food', amount: 200 },
      { category: 'transportation', amount: 60 },
    ]);
    expect(summary.byDay).toEqual([
      { date: '2027-03-01', amount: 500 },
      { date: '2027-03-02', amount: 60 },
    ]);
    const balance = (id: string) =>
      summary.byParticipant.find((p: { participantId: string }) => p.participantId === id);
    // Ana paid 410 and owes 100 + 30 + 10 + 55 = 195; Bruno paid 90, owes 100 + 30 + 55 = 185;
    // Carla paid 60, owes 100 + 30 + 50 = 180.
    expect(balance(ana)).toMatchObject({ paid: 410, owes: 195, balance: 215 });
    expect(balance(bruno)).toMatchObject({ paid: 90, owes: 185, balance: -95 });
    expect(balance(carla)).toMatchObject({ paid: 60, owes: 180, balance: -120 });
    expect(summary.settlements).toEqual([
      { from: carla, to: ana, amount: 120 },
      { from: bruno, to: ana, amount: 95 },
    ]);

    const paid = await call('POST', `${base}/expenses`, {
      kind: 'settlement',
      description: 'Settlement',
      amount: 95,
      currency: 'BRL',
      category: 'other',
      date: '2027-03-03',
      paidBy: bruno,
      division: 'unequal',
      participants: [{ participantId: ana, share: 95 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (await call('GET', `${base}/expenses/summary`)).json();
    expect(after.total).toBe(560);
    expect(
      after.byParticipant.find((p: { participantId: string }) => p.participantId === bruno),
    ).toMatchObject({
      settled: 95,
      balance: 0,
    });
    expect(after.settlements).toEqual([{ from: carla, to: ana, amount: 120 }]);
  });
});

describe('trip budget', () => {
  it('keeps the budget amount in minor units of the trip currency', async () => {
    const base = {
      title: 'Tokyo',
      destination: { name: 'Tokyo' },
      startDate: '2027-03-01',
      endDate: '2027-03-07',
      budget: 'luxury',
      interests: [],
      notes: '',
    };
    const made = await call('POST', '/api/trips', { ...base, currency: 'EUR', budgetAmount: 1234.5 });
    expect(made.json().budgetAmount).toBe(1234.5);
    const bad = await call('POST', '/api/trips', { ...base, currency: 'EUR', budgetAmount: '-1' });
    expect(bad.json().details).toEqual([{ path: 'budgetAmount', message: 'This cannot be negative.' }]);
  });
});
