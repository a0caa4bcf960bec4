import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let me: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: me.auth });

const overnight = {
  airline: 'TAP Air Portugal',
  flightNumber: 'TP88',
  departure: { airport: 'GRU', time: '2031-05-01T22:00' },
  arrival: { airport: 'LIS', time: '2031-05-02T11:05' },
};

async function newFlight(body: object = overnight) {
  const trip = await createTrip(ctx, me);
  const res = await call('POST', `/api/trips/${trip.id}/flights`, body);
  expect(res.statusCode, res.body).toBe(201);
  return { url: `/api/trips/${trip.id}/flights/${res.json()._id}`, flight: res.json() };
}

describe('flight times round-trip (API.md "Instants")', () => {
  it('accepts back unchanged the times GET answers', async () => {
    const { url } = await newFlight();
    const read = (await call('GET', url)).json();
    expect(read.departure.time).toBe('2031-05-01T22:00:00-03:00');
    expect(read.arrival.time).toBe('2031-05-02T11:05:00+01:00');
    const res = await call('PUT', url, {
      departure: { airport: read.departure.airport, time: read.departure.time },
      arrival: { airport: read.arrival.airport, time: read.arrival.time },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(read);
  });

  it('reads an instant given with another offset, or Z, in the airport’s own zone', async () => {
    const { url } = await newFlight();
    const res = await call('PUT', url, {
      departure: { airport: 'GRU', time: '2031-05-02T03:30:00+02:00' },
      arrival: { airport: 'LIS', time: '2031-05-02T13:00Z' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      departure: { time: '2031-05-01T22:30:00-03:00' },
      arrival: { time: '2031-05-02T14:00:00+01:00' },
      durationMinutes: 11 * 60 + 30,
    });
  });

  it('takes an offset on create too and keeps times to the minute', async () => {
    const { flight } = await newFlight({
      ...overnight,
      departure: { airport: 'GRU', time: '2031-05-02T01:00:59.999Z' },
    });
    expect(flight.departure.time).toBe('2031-05-01T22:00:00-03:00');
  });

  it('refuses a malformed time or offset', async () => {
    const { url } = await newFlight();
    for (const time of ['2031-05-01T22:00:00+25:00', '2031-05-01T22:00+0300', '2031-02-30T10:00Z', '22:00']) {
      const res = await call('PUT', url, { departure: { airport: 'GRU', time } });
      expect(res.statusCode, time).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'departure.time', message: 'Enter a valid date and time.' },
      ]);
    }
  });
});
