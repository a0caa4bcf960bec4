import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { trips } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';

let ctx: TestContext;
let me: CreatedUser;
let trip: Awaited<ReturnType<typeof createTrip>>;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx);
  trip = await createTrip(ctx, me);
});
afterAll(() => ctx.close());

const post = (path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/trips/${trip.id}/${path}`, headers: me.auth, payload });

describe('places on the trip map', () => {
  it('keep the coordinates they were entered with, and the trip detail carries them', async () => {
    const stay = await post('bookings', {
      accommodationName: 'Casa do Castelo',
      checkIn: trip.startDate,
      checkOut: trip.endDate,
      lat: 38.7139,
      lon: -9.1334,
    });
    const tour = await post('tours', { name: 'Sintra', date: trip.startDate, lat: 38.8029, lon: -9.3817 });
    const place = await post('itinerary', {
      date: trip.startDate,
      timeOfDay: 'morning',
      placeName: 'Torre de Belém',
      lat: 38.6916,
      lon: -9.216,
    });
    const plain = await post('tours', { name: 'Fado night', date: trip.startDate });
    for (const res of [stay, tour, place, plain]) expect(res.statusCode, res.body).toBe(201);
    expect(plain.json()).toMatchObject({ lat: null, lon: null });

    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.id}`, headers: me.auth })
    ).json();
    expect(detail.bookings[0]).toMatchObject({ lat: 38.7139, lon: -9.1334 });
    expect(detail.tours.find((t: { name: string }) => t.name === 'Sintra')).toMatchObject({ lat: 38.8029 });
    expect(detail.itinerary[0].items[0]).toMatchObject({
      placeName: 'Torre de Belém',
      lat: 38.6916,
      lon: -9.216,
    });

    // A change to another field keeps them; null clears them.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/tours/${tour.json()._id}`,
      headers: me.auth,
      payload: { name: 'Sintra palaces' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Sintra palaces', lat: 38.8029, lon: -9.3817 });
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/itinerary/${place.json()._id}`,
      headers: me.auth,
      payload: { lat: null, lon: null },
    });
    expect(cleared.json()).toMatchObject({ lat: null, lon: null });
  });

  it('airports say where they are, for drawing each flight', async () => {
    const res = await ctx.app.inject({ url: '/api/airports/search?q=LIS', headers: me.auth });
    expect(res.json()[0]).toMatchObject({
      code: 'LIS',
      lat: expect.closeTo(38.77, 1),
      lon: expect.closeTo(-9.13, 1),
    });
  });

  it('answers 400 for a latitude beyond the poles', async () => {
    const res = await post('tours', { name: 'Nowhere', date: trip.startDate, lat: 91, lon: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('lat');
  });
});

describe('a destination without coordinates', () => {
  it('is stored and shown as none (null), never as 0/0, whether typed, sent as null or edited back', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: me.auth,
      payload: {
        title: 'Cabin',
        destination: { name: 'Our cabin' },
        startDate: trip.startDate,
        endDate: trip.endDate,
        budget: 'mid-range',
        currency: 'EUR',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().destination).toMatchObject({ name: 'Our cabin', lat: null, lon: null });
    const id = created.json()._id as string;
    // A client that sends back the null coordinates it was given keeps them none.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${id}`,
      headers: me.auth,
      payload: { destination: { name: 'Our cabin', lat: null, lon: null }, title: 'Cabin week' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await ctx.db.select().from(trips).where(eq(trips.id, id));
    expect(row).toMatchObject({ destinationLat: null, destinationLon: null });
  });

  it('turns exact 0/0 coordinates saved before into none (migration 0020)', async () => {
    const old = await createTrip(ctx, me, { destinationLat: 0, destinationLon: 0 });
    const equator = await createTrip(ctx, me, { destinationLat: 0, destinationLon: 32.58 });
    const migration = readFileSync(
      new URL('../../../drizzle/0021_destination_without_coordinates.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await ctx.db.execute(sql.raw(statement));
    }
    const rows = await ctx.db
      .select()
      .from(trips)
      .where(inArray(trips.id, [old.id, equator.id]));
    expect(rows.find((row) => row.id === old.id)).toMatchObject({
      destinationLat: null,
      destinationLon: null,
    });
    // Kampala sits on the equator: a real 0 latitude stays.
    expect(rows.find((row) => row.id === equator.id)).toMatchObject({
      destinationLat: 0,
      destinationLon: 32.58,
    });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/trips/${old.id}`, headers: me.auth });
    expect(detail.json().destination).toMatchObject({ lat: null, lon: null });
  });
});
