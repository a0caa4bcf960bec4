import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSearchResultSchema } from '@trilha/shared';
import { createTestApp } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { startGeocoderServer, type GeocoderProtocol } from '../../../test/geocoder-server';
import { bookings, itineraryItems } from '../../db/schema';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/** An app (with `env` naming a geocoder or none), a trip in Lisbon with a stay and a place, its viewer. */
async function setUp(env: Record<string, string> = {}, geocoderTimeoutMs?: number) {
  const lines: LogLine[] = [];
  const ctx = await createTestApp({
    env: { ...env, LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    geocoderTimeoutMs,
  });
  const owner = await createUser(ctx);
  const viewer = await createUser(ctx);
  const trip = await createTrip(ctx, owner);
  await shareTrip(ctx, trip.id, viewer, 'viewer');
  await ctx.db.insert(bookings).values({
    tripId: trip.id,
    accommodationName: 'Casa do Museu',
    checkIn: trip.startDate,
    checkOut: trip.endDate,
    address: 'Rua do Museu 3, Lisboa',
    lat: 38.711,
    lon: -9.131,
    currency: 'EUR',
  });
  await ctx.db.insert(itineraryItems).values({
    tripId: trip.id,
    date: trip.startDate,
    timeOfDay: 'morning',
    placeName: 'Miradouro sem ponto',
    position: 0,
  });
  const search = (query: Record<string, string>, as: CreatedUser = viewer, language = 'pt') =>
    ctx.app.inject({
      url: `/api/places/search?${new URLSearchParams(query)}`,
      headers: { ...as.auth, 'accept-language': language },
    });
  return { ctx, owner, viewer, trip, search, lines };
}

type Found = ReturnType<typeof placeSearchResultSchema.parse>;
const parsed = (body: unknown) => (body as unknown[]).map((item) => placeSearchResultSchema.parse(item));

describe('places without a geocoder', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.ctx.close());

  it('keeps the city search of destination fields, each city marked as bundled', async () => {
    const res = await s.search({ q: 'lisb' }, s.viewer, 'en');
    expect(res.statusCode).toBe(200);
    expect(parsed(res.json())[0]).toMatchObject({
      name: 'Lisbon',
      countryCode: 'PT',
      kind: 'city',
      source: 'bundled',
      address: null,
    });
  });

  it('offers the trip’s own places first, then bundled airports and cities, for place fields', async () => {
    const own = parsed((await s.search({ q: 'museu', tripId: s.trip.id, scope: 'place' })).json());
    expect(own[0]).toMatchObject({
      name: 'Casa do Museu',
      address: 'Rua do Museu 3, Lisboa',
      lat: 38.711,
      lon: -9.131,
      kind: 'place',
      source: 'trip',
    });
    // A place without coordinates is no place to offer.
    expect(own.some((place) => place.name === 'Miradouro sem ponto')).toBe(false);
    // ("lisbon": the bundled airport names are in English; finding them by city in pt is issue 29's airports part.)
    const lisbon = parsed((await s.search({ q: 'lisbon', tripId: s.trip.id, scope: 'place' })).json());
    expect(lisbon.find((place) => place.kind === 'airport')).toMatchObject({
      source: 'bundled',
      countryCode: 'PT',
    });
    expect(lisbon.find((place) => place.kind === 'city')).toMatchObject({
      name: 'Lisboa',
      source: 'bundled',
    });
  });

  it('answers 404 for a trip the caller cannot read and 400 for a bad point or scope', async () => {
    const stranger = await createUser(s.ctx);
    const hidden = await s.search({ q: 'museu', tripId: s.trip.id, scope: 'place' }, stranger, 'en');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('TRIP_NOT_FOUND');
    expect((await s.search({ q: 'museu', near: '91,0', scope: 'place' })).statusCode).toBe(400);
    expect((await s.search({ q: 'museu', near: 'lisbon' })).statusCode).toBe(400);
    expect((await s.search({ q: 'museu', scope: 'planet' })).statusCode).toBe(400);
  });
});

const LISBON_MUSEUMS = ['Museu Nacional do Azulejo', 'Museu Calouste Gulbenkian'];

describe.each<[GeocoderProtocol, Record<string, string>]>([
  ['photon', { GEOCODER_PROVIDER: 'photon' }],
  ['nominatim', { GEOCODER_PROVIDER: 'nominatim' }],
  ['google', { GOOGLE_MAPS_API_KEY: 'test-maps-key' }],
])('places from a %s geocoder', (protocol, env) => {
  let server: Awaited<ReturnType<typeof startGeocoderServer>>;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    server = await startGeocoderServer(protocol);
    const where: Record<string, string> =
      protocol === 'google' ? { GOOGLE_PLACES_URL: server.url } : { GEOCODER_URL: server.url };
    s = await setUp({ ...env, ...where });
  });
  afterAll(async () => {
    await s.ctx.close();
    await server.close();
  });

  it('finds points of interest near the trip’s destination, with their address, after the trip’s own', async () => {
    server.behave('answer');
    const res = await s.search({ q: 'museu', tripId: s.trip.id, scope: 'place' });
    expect(res.statusCode).toBe(200);
    const found: Found[] = parsed(res.json());
    expect(found[0]).toMatchObject({ name: 'Casa do Museu', source: 'trip' });
    const fromGeocoder = found.filter((place) => place.source === 'geocoder');
    // Lisbon's museums come before Porto's and São Paulo's: the search looked near the destination.
    expect(
      fromGeocoder
        .slice(0, 2)
        .map((place) => place.name)
        .sort(),
    ).toEqual([...LISBON_MUSEUMS].sort());
    expect(fromGeocoder.find((place) => place.name === 'Museu Nacional do Azulejo')).toMatchObject({
      kind: 'place',
      countryCode: 'PT',
      country: 'Portugal',
      lat: 38.7247,
      lon: -9.1136,
      address: expect.stringContaining('Rua da Madre de Deus'),
    });
    const call = server.calls.at(-1)!;
    if (protocol === 'photon') {
      expect(call.query.get('q')).toBe('museu');
      expect(call.query.get('lat')).toBe(String(s.trip.destinationLat));
      expect(call.query.get('lon')).toBe(String(s.trip.destinationLon));
      expect(call.query.get('lang')).toBe('pt');
    } else if (protocol === 'nominatim') {
      expect(call.query.get('format')).toBe('jsonv2');
      expect(call.query.get('viewbox')).toBeTruthy();
    } else {
      expect(call.body).toMatchObject({ textQuery: 'museu', languageCode: 'pt-BR' });
      expect(call.headers['x-goog-fieldmask']).toContain('places.location');
    }
  });

  it('tells airports and cities from other places, and looks near a given point', async () => {
    server.behave('answer');
    const airport = parsed((await s.search({ q: 'aeroporto', scope: 'place', near: '38.72,-9.14' })).json());
    expect(airport[0]).toMatchObject({
      name: 'Aeroporto Humberto Delgado',
      kind: 'airport',
      source: 'geocoder',
    });
    const paulista = parsed(
      (await s.search({ q: 'museu arte', scope: 'place', near: '-23.56,-46.65' })).json(),
    );
    expect(paulista[0]).toMatchObject({
      name: 'Museu de Arte de São Paulo',
      countryCode: 'BR',
      country: 'Brasil',
    });
  });

  it('falls back to the bundled data, and logs why, when the geocoder fails', async () => {
    server.behave('fail');
    const warned = s.lines.length;
    const res = await s.search({ q: 'lisboa', tripId: s.trip.id, scope: 'place' });
    expect(res.statusCode).toBe(200);
    const found = parsed(res.json());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((place) => place.source !== 'geocoder')).toBe(true);
    expect(found.find((place) => place.kind === 'city')).toMatchObject({ name: 'Lisboa', source: 'bundled' });
    const line = s.lines.slice(warned).find((l) => l.msg.includes('geocoder did not answer'));
    expect(line?.err?.message).toContain('HTTP 500');
  });

  it('leaves destination fields on the bundled cities, never asking the geocoder', async () => {
    server.behave('answer');
    const asked = server.calls.length;
    const res = await s.search({ q: 'lisboa' });
    expect(parsed(res.json())[0]).toMatchObject({ name: 'Lisboa', source: 'bundled', kind: 'city' });
    expect(server.calls).toHaveLength(asked);
  });
});

describe('a Photon server that knows no Portuguese, or never answers', () => {
  let server: Awaited<ReturnType<typeof startGeocoderServer>>;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    server = await startGeocoderServer('photon');
    s = await setUp({ GEOCODER_URL: server.url }, 300);
  });
  afterAll(async () => {
    await s.ctx.close();
    await server.close();
  });

  it('asks again without the language when Photon refuses it', async () => {
    server.behave('refuse-language');
    const res = await s.search({ q: 'ramiro', scope: 'place', near: '38.72,-9.14' });
    expect(parsed(res.json())[0]).toMatchObject({ name: 'Restaurante Ramiro', source: 'geocoder' });
    expect(server.calls.slice(-2).map((call) => call.query.has('lang'))).toEqual([true, false]);
  });

  it('does not wait past its timeout', async () => {
    server.behave('hang');
    const res = await s.search({ q: 'lisboa', scope: 'place', near: '38.72,-9.14' });
    expect(res.statusCode).toBe(200);
    expect(parsed(res.json()).every((place) => place.source === 'bundled')).toBe(true);
    expect(s.lines.at(-1)?.err?.message).toContain('timeout');
  });
});
