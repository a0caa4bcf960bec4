import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAviationStack, FlightStatusServiceError } from './aviationstack';

/** A local server speaking AviationStack's /v1/flights format. */
let server: Server;
let baseUrl: string;
const seen: URL[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    seen.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('access_key') !== 'good-key') {
      res.statusCode = 401;
      res.end(
        JSON.stringify({
          error: { code: 'invalid_access_key', message: 'You have not supplied a valid API Access Key.' },
        }),
      );
      return;
    }
    if (url.searchParams.get('flight_iata') === 'XX500') {
      res.statusCode = 500;
      res.end('oops');
      return;
    }
    res.end(
      JSON.stringify({
        pagination: { limit: 100, offset: 0, count: 2, total: 2 },
        data:
          url.searchParams.get('flight_iata') === 'TP88'
            ? [
                {
                  flight_date: '2027-03-01',
                  flight_status: 'landed',
                  departure: { iata: 'GRU', scheduled: '2027-03-01T22:00:00+00:00' },
                  flight: { iata: 'TP88' },
                },
                {
                  flight_date: '2027-03-02',
                  flight_status: 'scheduled',
                  departure: { iata: 'GRU' },
                  flight: { iata: 'TP88' },
                },
                {
                  flight_date: '2027-03-03',
                  flight_status: 'boarding',
                  departure: { iata: 'GRU' },
                  flight: { iata: 'TP88' },
                },
              ]
            : [],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('AviationStack adapter', () => {
  it('answers the status of the flight on its departure date', async () => {
    const service = createAviationStack({ apiKey: 'good-key', baseUrl });
    expect(await service.lookup('TP88', '2027-03-01')).toBe('landed');
    expect(await service.lookup('TP88', '2027-03-02')).toBe('scheduled');
    expect(seen.at(-1)?.pathname).toBe('/v1/flights');
    expect(seen.at(-1)?.searchParams.get('flight_iata')).toBe('TP88');
  });

  it('maps a status outside the product list to unknown and a missing flight to null', async () => {
    const service = createAviationStack({ apiKey: 'good-key', baseUrl });
    expect(await service.lookup('TP88', '2027-03-03')).toBe('unknown');
    expect(await service.lookup('TP88', '2027-04-01')).toBeNull();
    expect(await service.lookup('LA1', '2027-03-01')).toBeNull();
  });

  it('fails clearly on a refused key, a broken answer or no server', async () => {
    await expect(
      createAviationStack({ apiKey: 'bad', baseUrl }).lookup('TP88', '2027-03-01'),
    ).rejects.toThrow(/invalid_access_key/);
    await expect(
      createAviationStack({ apiKey: 'good-key', baseUrl }).lookup('XX500', '2027-03-01'),
    ).rejects.toThrow(FlightStatusServiceError);
    await expect(
      createAviationStack({ apiKey: 'good-key', baseUrl: 'http://127.0.0.1:1/v1' }).lookup(
        'TP88',
        '2027-03-01',
      ),
    ).rejects.toThrow(/could not be reached/);
  });
});
