import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let me: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx, { language: 'es' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: me.auth });

const flight = {
  airline: 'LATAM',
  flightNumber: 'LA8084',
  departure: { airport: 'GRU', time: '2031-05-01T23:55', terminal: ' 3 ' },
  arrival: { airport: 'LHR', time: '2031-05-02T15:30', terminal: 'T4' },
};

async function newFlight(body: object) {
  const trip = await createTrip(ctx, me);
  const res = await call('POST', `/api/trips/${trip.id}/flights`, body);
  expect(res.statusCode, res.body).toBe(201);
  return { url: `/api/trips/${trip.id}/flights/${res.json()._id}`, created: res.json() };
}

describe('flight terminals', () => {
  it('keeps each end’s terminal, trimmed, and answers it on every read', async () => {
    const { url, created } = await newFlight(flight);
    expect(created.departure.terminal).toBe('3');
    expect(created.arrival.terminal).toBe('T4');
    expect((await call('GET', url)).json()).toMatchObject({
      departure: { terminal: '3' },
      arrival: { terminal: 'T4' },
    });
  });

  it("is '' when not given", async () => {
    const { created } = await newFlight({
      ...flight,
      departure: { airport: 'GRU', time: '2031-05-01T23:55' },
      arrival: { airport: 'LHR', time: '2031-05-02T15:30' },
    });
    expect(created.departure.terminal).toBe('');
    expect(created.arrival.terminal).toBe('');
  });

  it('an update that leaves out the terminal keeps it; one that sends it replaces it', async () => {
    const { url } = await newFlight(flight);
    const moved = await call('PUT', url, { departure: { airport: 'GRU', time: '2031-05-01T23:00' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      departure: { terminal: '3', time: '2031-05-01T23:00:00-03:00' },
      arrival: { terminal: 'T4' },
    });
    const changed = await call('PUT', url, {
      arrival: { airport: 'LHR', time: '2031-05-02T15:30', terminal: 'T5' },
    });
    expect(changed.json()).toMatchObject({ departure: { terminal: '3' }, arrival: { terminal: 'T5' } });
    const cleared = await call('PUT', url, {
      departure: { airport: 'GRU', time: '2031-05-01T23:00', terminal: '' },
    });
    expect(cleared.json()).toMatchObject({ departure: { terminal: '' }, arrival: { terminal: 'T5' } });
  });

  it('refuses a terminal longer than a short text, in the user’s language', async () => {
    const { url } = await newFlight(flight);
    const res = await call('PUT', url, {
      arrival: { airport: 'LHR', time: '2031-05-02T15:30', terminal: 'Terminal Five' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'arrival.terminal', message: expect.any(String) }]);
    expect(res.json().details[0].message).not.toBe('validation.tooLong');
    expect((await call('GET', url)).json().arrival.terminal).toBe('T4');
  });
});
