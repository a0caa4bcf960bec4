import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightStatus } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { multipartFile, TINY_PDF } from '../../../test/multipart';
import { FlightStatusServiceError } from '../../adapters/flight-status/aviationstack';
import { flights } from '../../db/schema';

let ctx: TestContext;
let me: CreatedUser;
/** What the stub flight-status service answers next. */
let nextStatus: () => Promise<FlightStatus | null> = async () => 'landed';
beforeAll(async () => {
  ctx = await createTestApp({ flightStatus: { lookup: () => nextStatus() } });
  me = await createUser(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: me.auth });

const overnight = {
  airline: 'TAP Air Portugal',
  flightNumber: 'tp 88',
  departure: { airport: 'gru', time: '2027-07-15T22:00' },
  arrival: { airport: 'LIS', time: '2027-07-16T11:05' },
  confirmationCode: 'ABC123',
  passengers: [
    { name: 'Ana', seat: '12a' },
    { name: 'Bruno', seat: '12B' },
  ],
  baggages: [
    { type: 'checked', weightKg: 23, quantity: 2 },
    { type: 'cabin', weightKg: 8.5, quantity: 1 },
  ],
};

const uploads = () => path.join(ctx.dataDir, 'uploads');
const storedFiles = (): string[] =>
  existsSync(uploads())
    ? (readdirSync(uploads(), { recursive: true }) as string[]).filter((f) => f.endsWith('.pdf'))
    : [];

async function newFlight(tripId: string) {
  const res = await call('POST', `/api/trips/${tripId}/flights`, overnight);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('flights', () => {
  it('keeps local times as entered and measures the duration across time zones', async () => {
    const trip = await createTrip(ctx, me);
    const flight = await newFlight(trip.id);
    expect(flight).toMatchObject({
      flightNumber: 'TP88',
      departure: { airport: 'GRU', timeZone: 'America/Sao_Paulo', time: '2027-07-15T22:00:00-03:00' },
      arrival: { airport: 'LIS', timeZone: 'Europe/Lisbon', time: '2027-07-16T11:05:00+01:00' },
      // 22:00 in São Paulo is 02:00 in Lisbon: 9 h 05 min in the air.
      durationMinutes: 545,
      passengers: [
        { name: 'Ana', seat: '12A' },
        { name: 'Bruno', seat: '12B' },
      ],
      baggages: [
        { type: 'checked', weightKg: 23, quantity: 2 },
        { type: 'cabin', weightKg: 8.5, quantity: 1 },
      ],
      status: 'scheduled',
      statusUpdatedAt: null,
      ticket: null,
    });
    expect(flight.departure.airportName).toMatch(/Guarulhos/);
    expect((await call('GET', `/api/trips/${trip.id}/flights`)).json()).toHaveLength(1);
    expect((await call('GET', `/api/trips/${trip.id}/flights/${flight._id}`)).json()._id).toBe(flight._id);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const trip = await createTrip(ctx, me);
    const url = `/api/trips/${trip.id}/flights`;
    const cases: [object, string, string][] = [
      [
        { baggages: [{ type: 'golf', weightKg: 10, quantity: 1 }] },
        'baggages.0.type',
        'Choose one of the options.',
      ],
      [
        { baggages: [{ type: 'checked', weightKg: -3, quantity: 1 }] },
        'baggages.0.weightKg',
        'This cannot be negative.',
      ],
      [
        { baggages: [{ type: 'checked', weightKg: 23, quantity: 0 }] },
        'baggages.0.quantity',
        'Enter at least 1.',
      ],
      [
        { arrival: { airport: 'LIS', time: '2027-07-15T23:00' } },
        'arrival.time',
        'Arrival must be after departure.',
      ],
      [
        { arrival: { airport: 'LIS', time: '2027-07-19T11:00' } },
        'arrival.time',
        'A flight cannot last more than 36 hours. Check the dates.',
      ],
      [
        { departure: { airport: 'ZZZ', time: '2027-07-15T22:00' } },
        'departure.airport',
        'We do not know this airport code.',
      ],
      [
        { departure: { airport: 'Lisbon', time: '2027-07-15T22:00' } },
        'departure.airport',
        'Enter a three-letter airport code, such as LIS.',
      ],
      [
        { departure: { airport: 'GRU', time: '2027-02-30T22:00' } },
        'departure.time',
        'Enter a valid date and time.',
      ],
      [{ flightNumber: 'hello world' }, 'flightNumber', 'Enter a flight number such as TP 1234.'],
      [{ passengers: [{ name: 'Ana', seat: 'window' }] }, 'passengers.0.seat', 'Enter a seat such as 12A.'],
      [{ airline: '' }, 'airline', 'Required Field'],
      [{ ownerId: 'x' }, '', ''],
    ];
    for (const [change, pathName, message] of cases) {
      const res = await call('POST', url, { ...overnight, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      if (pathName) expect(res.json().details).toContainEqual({ path: pathName, message });
    }
    expect(await ctx.db.select().from(flights).where(eq(flights.tripId, trip.id))).toEqual([]);
  });

  it('updates any subset, sets a status by hand and re-checks the times', async () => {
    const trip = await createTrip(ctx, me);
    const flight = await newFlight(trip.id);
    const url = `/api/trips/${trip.id}/flights/${flight._id}`;
    const landed = (await call('PUT', url, { status: 'landed' })).json();
    expect(landed).toMatchObject({ status: 'landed', airline: 'TAP Air Portugal' });
    expect(landed.statusUpdatedAt).not.toBeNull();
    const moved = await call('PUT', url, { arrival: { airport: 'OPO', time: '2027-07-16T12:00' } });
    expect(moved.json()).toMatchObject({
      arrival: { airport: 'OPO' },
      departure: { airport: 'GRU' },
      durationMinutes: 600,
    });
    const early = await call('PUT', url, { departure: { airport: 'GRU', time: '2027-07-16T10:00' } });
    expect(early.json().details).toEqual([
      { path: 'arrival.time', message: 'Arrival must be after departure.' },
    ]);
    expect((await call('PUT', url, { status: 'boarding' })).statusCode).toBe(400);
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('GET', url)).json().code).toBe('FLIGHT_NOT_FOUND');
  });

  it('finds airports by code or name, with their time zone', async () => {
    const byCode = (await call('GET', '/api/airports/search?q=lis')).json();
    expect(byCode[0]).toMatchObject({
      code: 'LIS',
      countryCode: 'PT',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
    });
    const byName = (await call('GET', '/api/airports/search?q=guarulhos')).json();
    expect(byName.map((airport: { code: string }) => airport.code)).toContain('GRU');
    const pt = await ctx.app.inject({
      method: 'GET',
      url: '/api/airports/search?q=sao paulo',
      headers: { ...me.auth, 'accept-language': 'pt' },
    });
    expect(
      pt
        .json()
        .slice(0, 2)
        .map((airport: { country: string }) => airport.country),
    ).toEqual(['Brasil', 'Brasil']);
    expect((await call('GET', '/api/airports/search?q=l')).statusCode).toBe(400);
  });
});

describe('tickets', () => {
  const ticketUrl = (tripId: string, flightId: string) => `/api/trips/${tripId}/flights/${flightId}/ticket`;
  const upload = (url: string, content: Buffer, fileName?: string, type?: string) =>
    ctx.app.inject({ method: 'PUT', url, ...withAuth(multipartFile(content, { fileName, type })) });
  const withAuth = (body: ReturnType<typeof multipartFile>) => ({
    payload: body.payload,
    headers: { ...body.headers, ...me.auth },
  });

  it('stores a PDF under a generated name and sends it back as an attachment', async () => {
    const trip = await createTrip(ctx, me);
    const flight = await newFlight(trip.id);
    const url = ticketUrl(trip.id, flight._id);
    const before = storedFiles().length;
    const res = await upload(url, TINY_PDF, '../../Bilhete São Paulo.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticket).toEqual({ fileName: 'Bilhete São Paulo.pdf', size: TINY_PDF.length });
    const stored = storedFiles();
    expect(stored).toHaveLength(before + 1);
    expect(stored.every((file) => !file.includes('Bilhete'))).toBe(true);
    expect(stored.some((file) => file.startsWith(path.join('trips', trip.id, 'tickets')))).toBe(true);

    const download = await call('GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Bilhete S_o Paulo.pdf"; filename*=UTF-8''Bilhete%20S%C3%A3o%20Paulo.pdf`,
    );
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);

    // A new ticket replaces the old file.
    await upload(url, TINY_PDF, 'second.pdf');
    expect(storedFiles()).toHaveLength(before + 1);
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(before);
    expect((await call('GET', url)).json().code).toBe('TICKET_NOT_FOUND');
  });

  it('refuses an HTML file named .pdf, a 50 MB upload and a file just over 10 MB, storing nothing', async () => {
    const trip = await createTrip(ctx, me);
    const flight = await newFlight(trip.id);
    const url = ticketUrl(trip.id, flight._id);
    const before = storedFiles().length;
    const html = await upload(url, Buffer.from('<!doctype html><script>alert(1)</script>'), 'ticket.pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'This type of file is not supported.',
    });
    const huge = await upload(url, Buffer.alloc(50 * 1024 * 1024, 0x25));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('FILE_TOO_LARGE');
    const justOver = await upload(url, Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(justOver.statusCode).toBe(413);
    const noFile = await call('PUT', url, { file: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
    expect((await call('GET', `/api/trips/${trip.id}/flights/${flight._id}`)).json().ticket).toBeNull();
  });

  it('deletes the file with its flight, with its trip and with its owner', async () => {
    const owner = await createUser(ctx);
    const as = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: owner.auth });
    const trips = await Promise.all([createTrip(ctx, owner), createTrip(ctx, owner), createTrip(ctx, owner)]);
    const before = storedFiles().length;
    for (const trip of trips) {
      const flight = (await as('POST', `/api/trips/${trip.id}/flights`, overnight)).json();
      const body = multipartFile(TINY_PDF);
      await ctx.app.inject({
        method: 'PUT',
        url: ticketUrl(trip.id, flight._id),
        payload: body.payload,
        headers: { ...body.headers, ...owner.auth },
      });
      (trip as { flightId?: string }).flightId = flight._id;
    }
    expect(storedFiles()).toHaveLength(before + 3);
    await as('DELETE', `/api/trips/${trips[0]!.id}/flights/${(trips[0] as { flightId?: string }).flightId}`);
    expect(storedFiles()).toHaveLength(before + 2);
    await as('DELETE', `/api/trips/${trips[1]!.id}`);
    expect(storedFiles()).toHaveLength(before + 1);
    const gone = await as('DELETE', '/api/users/me', { password: owner.password });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('POST /refresh-status', () => {
  it('keeps the status the service answers, 404 when it has no record, 503 when it fails', async () => {
    const trip = await createTrip(ctx, me);
    const flight = await newFlight(trip.id);
    const url = `/api/trips/${trip.id}/flights/${flight._id}/refresh-status`;
    nextStatus = async () => 'active';
    const lookup = ctx.app.inject({ method: 'POST', url, headers: me.auth });
    const refreshed = (await lookup).json();
    expect(refreshed).toMatchObject({ status: 'active' });
    expect(refreshed.statusUpdatedAt).not.toBeNull();
    nextStatus = async () => null;
    const missing = await call('POST', url);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('FLIGHT_STATUS_NOT_FOUND');
    nextStatus = async () => {
      throw new FlightStatusServiceError('down');
    };
    const down = await call('POST', url);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('FLIGHT_STATUS_UNAVAILABLE');
    expect((await call('GET', `/api/trips/${trip.id}/flights/${flight._id}`)).json().status).toBe('active');
  });

  it('answers 503 when no flight-status service is configured', async () => {
    const bare = await createTestApp();
    try {
      const owner = await createUser(bare);
      const trip = await createTrip(bare, owner);
      const flight = (
        await bare.app.inject({
          method: 'POST',
          url: `/api/trips/${trip.id}/flights`,
          payload: overnight,
          headers: owner.auth,
        })
      ).json();
      const res = await bare.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.id}/flights/${flight._id}/refresh-status`,
        headers: owner.auth,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('FLIGHT_STATUS_UNAVAILABLE');
      expect((await bare.app.inject({ method: 'GET', url: '/api/config' })).json().flightStatus).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
