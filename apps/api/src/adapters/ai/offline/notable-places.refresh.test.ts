import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_CITIES } from './notable-places';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../../../../..');
const SCRIPT = path.join(ROOT, 'scripts/notable-places.mjs');
const BUNDLED = path.join(__dirname, 'bundled/notable-places.json');

/** A local stand-in for Wikidata's SPARQL endpoint, answering in SPARQL JSON results. */
const entity = (id: string) => ({ type: 'uri', value: `http://www.wikidata.org/entity/${id}` });
const literal = (value: string, lang?: string) => ({
  type: 'literal',
  value,
  ...(lang ? { 'xml:lang': lang } : {}),
});
const row = (
  id: string,
  klass: string,
  lat: number,
  lon: number,
  sitelinks: number,
  names: Record<string, string>,
) => ({
  place: entity(id),
  class: entity(klass),
  lat: literal(String(lat)),
  lon: literal(String(lon)),
  sitelinks: literal(String(sitelinks)),
  ...Object.fromEntries(Object.entries(names).map(([language, name]) => [language, literal(name, language)])),
});
const ANSWER = {
  head: { vars: ['place', 'class', 'lat', 'lon', 'sitelinks', 'pt', 'en', 'es'] },
  results: {
    bindings: [
      row('Q10285', 'Q570116', 41.89021, 12.49223, 180, { pt: 'Coliseu', en: 'Colosseum', es: 'Coliseo' }),
      // The same item under a second class: counted once.
      row('Q10285', 'Q839954', 41.89021, 12.49223, 180, { pt: 'Coliseu', en: 'Colosseum', es: 'Coliseo' }),
      // A place the file had without an id, found by its name: it takes the id and keeps its fact.
      row('Q9999001', 'Q839954', 41.8925, 12.4853, 90, { pt: 'Fórum Romano', en: 'Roman Forum' }),
      // A place the file did not have: its theme comes from its class.
      row('Q9999002', 'Q33506', 41.9, 12.47, 40, { en: 'Test Museum', es: 'Museo de Prueba' }),
      // An item without a label is left out.
      row('Q9999003', 'Q22698', 41.9, 12.48, 30, {}),
    ],
  },
};

describe('scripts/notable-places.mjs (the Wikidata refresh)', () => {
  let server: Server;
  let endpoint: string;
  let status = 200;
  const asked: { url: URL; headers: IncomingHttpHeaders }[] = [];
  let dir: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push({ url: new URL(req.url ?? '/', 'http://localhost'), headers: req.headers });
      res.writeHead(status, { 'content-type': 'application/sparql-results+json' });
      res.end(status === 200 ? JSON.stringify(ANSWER) : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sparql`;
    dir = mkdtempSync(path.join(tmpdir(), 'notable-places-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const fixture = () => ({
    source: 'hand-written',
    refreshedAt: null,
    cities: [
      {
        id: 'Q220',
        names: { pt: 'Roma', en: 'Rome', es: 'Roma' },
        country: 'IT',
        lat: 41.893,
        lon: 12.483,
        places: [
          {
            id: 'Q10285',
            theme: 'culture',
            lat: 41.89,
            lon: 12.492,
            names: { pt: 'Coliseu', en: 'Colosseum', es: 'Coliseo' },
            fact: { pt: 'Reserve.', en: 'Book.', es: 'Reserva.' },
          },
          {
            theme: 'culture',
            lat: 41.892,
            lon: 12.485,
            names: { pt: 'Fórum Romano', en: 'Roman Forum', es: 'Foro Romano' },
            fact: { pt: 'Ingresso conjunto.', en: 'Joint ticket.', es: 'Entrada conjunta.' },
          },
          {
            theme: 'nightlife',
            lat: 41.889,
            lon: 12.469,
            names: { pt: 'Trastevere', en: 'Trastevere', es: 'Trastevere' },
          },
        ],
      },
      {
        names: { pt: 'Sintra', en: 'Sintra', es: 'Sintra' },
        country: 'PT',
        lat: 38.8,
        lon: -9.381,
        places: [
          { theme: 'culture', lat: 38.788, lon: -9.391, names: { pt: 'Pena', en: 'Pena', es: 'Pena' } },
        ],
      },
    ],
  });
  const refresh = (file: string) =>
    run(process.execPath, [SCRIPT], {
      env: {
        ...process.env,
        NOTABLE_PLACES_SPARQL_URL: endpoint,
        NOTABLE_PLACES_FILE: file,
        NOTABLE_PLACES_DELAY_MS: '0',
        NOTABLE_PLACES_DATE: '2031-01-01',
      },
    });

  it('rebuilds names, ids and coordinates from SPARQL JSON, keeping the facts and the hand-written places', async () => {
    const file = path.join(dir, 'refresh.json');
    writeFileSync(file, JSON.stringify(fixture()));
    status = 200;
    asked.length = 0;
    await refresh(file);

    // One question per destination with a Wikidata id, asked in the SPARQL results format.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.accept).toBe('application/sparql-results+json');
    expect(asked[0]!.headers['user-agent']).toMatch(/^TrilhaNotablePlaces/);
    const query = asked[0]!.url.searchParams.get('query')!;
    expect(query).toContain('Point(12.483 41.893)');
    expect(query).toContain('wd:Q570116');
    expect(query).toMatch(/LANG\(\?pt\) = "pt"[\s\S]*LANG\(\?en\) = "en"[\s\S]*LANG\(\?es\) = "es"/);

    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(data).toMatchObject({ source: 'wikidata', refreshedAt: '2031-01-01' });
    const [rome, sintra] = data.cities;
    expect(rome.places).toEqual([
      {
        id: 'Q10285',
        theme: 'culture',
        lat: 41.89,
        lon: 12.492,
        names: { pt: 'Coliseu', en: 'Colosseum', es: 'Coliseo' },
        fact: { pt: 'Reserve.', en: 'Book.', es: 'Reserva.' },
      },
      {
        id: 'Q9999001',
        theme: 'culture',
        lat: 41.893,
        lon: 12.485,
        names: { pt: 'Fórum Romano', en: 'Roman Forum', es: 'Roman Forum' },
        fact: { pt: 'Ingresso conjunto.', en: 'Joint ticket.', es: 'Entrada conjunta.' },
      },
      {
        id: 'Q9999002',
        theme: 'culture',
        lat: 41.9,
        lon: 12.47,
        names: { pt: 'Test Museum', en: 'Test Museum', es: 'Museo de Prueba' },
      },
      {
        theme: 'nightlife',
        lat: 41.889,
        lon: 12.469,
        names: { pt: 'Trastevere', en: 'Trastevere', es: 'Trastevere' },
      },
    ]);
    // A destination without a Wikidata id is left as it was.
    expect(sintra).toEqual(fixture().cities[1]);
  });

  it('leaves the file as it was when the endpoint does not answer', async () => {
    const file = path.join(dir, 'failing.json');
    const before = JSON.stringify(fixture());
    writeFileSync(file, before);
    status = 503;
    await expect(refresh(file)).rejects.toMatchObject({ code: 1 });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('is the format of the committed file, which the planner reads', () => {
    const committed = JSON.parse(readFileSync(BUNDLED, 'utf8'));
    expect(committed.cities.length).toBeGreaterThanOrEqual(60);
    expect(NOTABLE_CITIES).toHaveLength(committed.cities.length);
    for (const city of NOTABLE_CITIES) {
      expect(city.places.length, city.names.en).toBeGreaterThan(0);
      for (const place of city.places) {
        expect(place.id ?? 'Q1', place.names.en).toMatch(/^Q\d+$/);
        expect(Object.keys(place.names).sort(), place.names.en).toEqual(['en', 'es', 'pt']);
        expect(Math.abs(place.lat) <= 90 && Math.abs(place.lon) <= 180, place.names.en).toBe(true);
        if (place.fact) expect(Object.keys(place.fact).sort(), place.names.en).toEqual(['en', 'es', 'pt']);
      }
    }
  });
});
