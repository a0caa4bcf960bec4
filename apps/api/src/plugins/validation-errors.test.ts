import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../test/factories';

let ctx: TestContext;
let owner: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, payload, headers: { ...owner.auth, 'accept-language': 'en' } });

describe('a body with keys the route does not know', () => {
  it('names each unknown key by its path, in the request body and nested in it', async () => {
    const trip = await createTrip(ctx, owner);
    const res = await send('PUT', `/api/trips/${trip.id}`, {
      title: 'Renamed',
      colour: 'blue',
      mood: 'happy',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This field is not accepted here.',
      details: [
        { path: 'colour', message: 'This field is not accepted here.' },
        { path: 'mood', message: 'This field is not accepted here.' },
      ],
    });

    const flight = await send('POST', `/api/trips/${trip.id}/flights`, {
      airline: 'TAP',
      flightNumber: 'TP 1',
      departure: { airport: 'GRU', time: `${trip.startDate}T10:00`, gate: 'B12' },
      arrival: { airport: 'LIS', time: `${trip.startDate}T22:00` },
    });
    expect(flight.statusCode).toBe(400);
    expect(flight.json().details).toEqual([
      { path: 'departure.gate', message: 'This field is not accepted here.' },
    ]);
  });
});
