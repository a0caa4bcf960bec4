import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { ecbXml } from '../../../test/ecb-rates';
import { parseEcbRates, type ReferenceRatesSource } from '../../adapters/rates/ecb';

const TODAY = new Date().toISOString().slice(0, 10);
/** Reference rates of a recent working day: 1 EUR = 1.0850 USD. */
const ecb: ReferenceRatesSource = {
  recent: async () =>
    parseEcbRates(ecbXml([{ date: addDays(TODAY, -2), rates: { USD: '1.0850', BRL: '5.8400' } }])),
};

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp({ ratesSource: ecb });
  owner = await createUser(ctx, { name: 'Ana', language: 'en' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: owner.auth });

/** A euro trip with a booked €1,234.50 stay; answers its url and the stay's id. */
async function tripWithStay() {
  const trip = await createTrip(ctx, owner, { currency: 'EUR' });
  const base = `/api/trips/${trip.id}`;
  const stay = await call('POST', `${base}/bookings`, {
    accommodationName: 'Hotel Avenida Palace',
    checkIn: trip.startDate,
    checkOut: addDays(trip.startDate, 3),
    price: '1234.50',
    booked: true,
  });
  expect(stay.statusCode, stay.body).toBe(201);
  const people = (await call('GET', `${base}/participants`)).json() as { _id: string }[];
  return { trip, base, stayId: stay.json()._id as string, ana: people[0]!._id };
}

/** The stay paid by `ana` alone, as an expense of its own. */
const stayPaid = (trip: { startDate: string }, ana: string) => ({
  description: 'Hotel Avenida Palace',
  amount: '1250.00',
  currency: 'EUR',
  category: 'lodging',
  date: trip.startDate,
  paidBy: ana,
  division: 'equal',
  participants: [{ participantId: ana }],
});

const summaryOf = async (base: string) => (await call('GET', `${base}/expenses/summary`)).json();

describe("booked prices in the trip's spending", () => {
  it('counts a booked stay, tour and flight with a price as planned costs, in the trip currency', async () => {
    const { trip, base, stayId } = await tripWithStay();
    // Not booked, free, or cancelled: nothing to spend.
    await call('POST', `${base}/bookings`, {
      accommodationName: 'Maybe hostel',
      checkIn: trip.startDate,
      checkOut: addDays(trip.startDate, 1),
      price: '80',
    });
    await call('POST', `${base}/tours`, {
      name: 'Free walking tour',
      date: trip.startDate,
      price: 0,
      booked: true,
    });
    const fado = await call('POST', `${base}/tours`, {
      name: 'Fado night',
      date: addDays(trip.startDate, 1),
      price: '45',
      booked: true,
    });
    const flight = await call('POST', `${base}/flights`, {
      airline: 'TAP',
      flightNumber: 'TP88',
      departure: { airport: 'GRU', time: `${trip.startDate}T22:00` },
      arrival: { airport: 'LIS', time: `${addDays(trip.startDate, 1)}T11:00` },
      price: '217',
      currency: 'USD',
    });
    expect(flight.statusCode, flight.body).toBe(201);
    expect(flight.json()).toMatchObject({ price: 217, currency: 'USD' });

    const summary = await summaryOf(base);
    // US$217 at 1.0850 per euro: €200.00.
    expect(summary).toMatchObject({ total: 1479.5, planned: 1479.5 });
    expect(summary.byCategory).toEqual([
      { category: 'lodging', amount: 1234.5 },
      { category: 'transportation', amount: 200 },
      { category: 'activities', amount: 45 },
    ]);
    expect(summary.plannedItems).toEqual([
      expect.objectContaining({
        kind: 'booking',
        id: stayId,
        price: 1234.5,
        currency: 'EUR',
        amount: 1234.5,
      }),
      expect.objectContaining({
        kind: 'flight',
        id: flight.json()._id,
        price: 217,
        currency: 'USD',
        amount: 200,
      }),
      expect.objectContaining({ kind: 'tour', id: fado.json()._id, name: 'Fado night', amount: 45 }),
    ]);
    // Nobody's payment is recorded yet: balances stay as they were.
    expect(summary.byDay).toEqual([]);
    expect(summary.settlements).toEqual([]);
    // The trip's detail carries the same summary.
    expect((await call('GET', base)).json().expenseSummary).toMatchObject({ total: 1479.5 });
    // A price converted at today's rate is not the same page tomorrow: tagged by its body, never kept by
    // the trip's revision (lib/page-cache.ts); a euro-only trip's summary is.
    for (const url of [base, `${base}/expenses/summary`]) {
      const { etag } = (await call('GET', url)).headers;
      expect(String(etag), url).toMatch(/^W\/"b/);
      const again = await ctx.app.inject({ url, headers: { ...owner.auth, 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
    }
    const { base: euroOnly } = await tripWithStay();
    await call('GET', `${euroOnly}/expenses/summary`);
    expect(String((await call('GET', `${euroOnly}/expenses/summary`)).headers.etag)).toMatch(/^W\/"r\d/);
  });

  it('links an expense made from a stay, so its price counts once, and refuses a second one', async () => {
    const { base, stayId, ana, trip } = await tripWithStay();
    const expense = { ...stayPaid(trip, ana), source: { kind: 'booking', id: stayId } };
    const created = await call('POST', `${base}/expenses`, expense);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().source).toEqual({ kind: 'booking', id: stayId });
    const summary = await summaryOf(base);
    expect(summary).toMatchObject({ total: 1250, planned: 0, plannedItems: [] });

    const again = await call('POST', `${base}/expenses`, expense);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EXPENSE_EXISTS',
      message: 'This item of the trip already has an expense.',
    });

    // Deleting the stay keeps the expense, no longer linked.
    await call('DELETE', `${base}/bookings/${stayId}`);
    const kept = await call('GET', `${base}/expenses/${created.json()._id}`);
    expect(kept.json()).toMatchObject({ amount: 1250, source: null });
  });

  it("refuses a source that is not one of the trip's items", async () => {
    const { base, ana, trip } = await tripWithStay();
    const other = await tripWithStay();
    for (const source of [
      { kind: 'booking', id: other.stayId },
      { kind: 'tour', id: 'not-an-id' },
    ]) {
      const res = await call('POST', `${base}/expenses`, {
        ...stayPaid(trip, ana),
        description: 'Somewhere else',
        amount: '10',
        source,
      });
      expect(res.statusCode, JSON.stringify(source)).toBe(400);
      expect(res.json().details).toContainEqual({
        path: 'source',
        message: 'This stay, tour or flight is not part of the trip.',
      });
    }
  });
});

describe('large amounts', () => {
  it('stores the largest amounts the contract takes, and names the maximum past it', async () => {
    const { base, trip } = await tripWithStay();
    const stay = (price: string, currency = 'EUR') =>
      call('POST', `${base}/bookings`, {
        accommodationName: 'Palace',
        checkIn: trip.startDate,
        checkOut: addDays(trip.startDate, 1),
        price,
        currency,
      });
    // Past 32-bit minor units (it was a 500).
    for (const [price, currency] of [
      ['99999999.99', 'EUR'],
      ['1000000000', 'KWD'],
    ] as const) {
      const res = await stay(price, currency);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().price).toBe(Number(price));
    }
    const tooLarge = await stay('99999999999');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().details).toEqual([
      { path: 'price', message: 'This amount is too large: the maximum is 1,000,000,000.' },
    ]);
  });
  it('answers a stay or a person removed while the expense is written as its checks would', async () => {
    const { base, stayId, ana, trip } = await tripWithStay();
    const guest = (await call('POST', `${base}/participants`, { name: 'Carla' })).json()._id as string;
    const expense = {
      ...stayPaid(trip, ana),
      participants: [{ participantId: ana }, { participantId: guest }],
    };
    // The expense is written in one statement after its checks, outside a transaction: these triggers
    // remove what it names between the two, as someone else's request could.
    const removing = async (what: string, body: object) => {
      await ctx.db.execute(
        sql.raw(`create function remove_named() returns trigger language plpgsql as $$
                 begin ${what}; return new; end $$`),
      );
      await ctx.db.execute(
        sql.raw(`create trigger remove_named before insert on expenses
                 for each row execute function remove_named()`),
      );
      try {
        return await call('POST', `${base}/expenses`, body);
      } finally {
        await ctx.db.execute(sql.raw('drop trigger remove_named on expenses'));
        await ctx.db.execute(sql.raw('drop function remove_named()'));
      }
    };
    const noStay = await removing(`delete from bookings where id = '${stayId}'`, {
      ...expense,
      source: { kind: 'booking', id: stayId },
    });
    expect(noStay.statusCode, noStay.body).toBe(400);
    expect(noStay.json().details).toEqual([expect.objectContaining({ path: 'source' })]);
    const noGuest = await removing(`delete from trip_participants where id = '${guest}'`, expense);
    expect(noGuest.statusCode, noGuest.body).toBe(400);
    expect(noGuest.json().details).toEqual([expect.objectContaining({ path: 'participants' })]);
    // Nothing was written.
    expect((await call('GET', `${base}/expenses`)).json()).toEqual([]);
  });
});
