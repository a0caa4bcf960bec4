import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createPlacesIndex, placesIndex } from './places.index';

const city = (name: string, country: string, population: number, lon: number, lat: number) => ({
  name,
  country,
  population,
  loc: { coordinates: [lon, lat] as [number, number] },
});

const NO_NAMES = () => ({ regions: {}, names: [] });

describe('the places index', () => {
  it('reads its data set on the first search, once, and not when it is made', () => {
    const load = vi.fn(() => [
      city('Porto', 'PT', 249_633, -8.61, 41.15),
      city('Porto Alegre', 'BR', 1_372_741, -51.23, -30.03),
    ]);
    const index = createPlacesIndex(load, NO_NAMES);
    expect(load).not.toHaveBeenCalled();
    expect(index.loaded).toBe(false);
    expect(index.search('porto', 'pt').map((place) => place.name)).toEqual(['Porto', 'Porto Alegre']);
    expect(index.search('alegre', 'en')).toEqual([
      {
        name: 'Porto Alegre',
        country: 'Brazil',
        countryCode: 'BR',
        lat: -30.03,
        lon: -51.23,
        address: null,
        kind: 'city',
        source: 'bundled',
      },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(index.loaded).toBe(true);
  });

  it('matches a word start only up to the end of its own name', () => {
    const index = createPlacesIndex(
      () => [city('Rio', 'BR', 10, 0, 0), city('Rome', 'IT', 20, 0, 0)],
      NO_NAMES,
    );
    expect(index.search('rior', 'en')).toEqual([]);
    expect(index.search('rio', 'en').map((place) => place.name)).toEqual(['Rio']);
  });

  it('ranks by population, a whole name counting as 100 times more people and a one-word name the query starts as 10', () => {
    const index = createPlacesIndex(
      () => [
        city('Porto Alegre', 'BR', 1_372_741, 0, 0),
        city('Porto', 'PT', 249_633, 0, 0),
        city('Portimão', 'PT', 45_000, 0, 0),
        city('Port', 'FR', 1_200, 0, 0),
        { ...city('Munich', 'DE', 1_260_391, 0, 0), cityId: 7 },
        city('Münchenstein', 'CH', 12_000, 0, 0),
        city('Roman', 'RO', 69_000, 0, 0),
        city('Roma', 'US', 10_000, 0, 0),
      ],
      () => ({ regions: {}, names: [[7, 'Munique', 'Múnich', '', 'munchen|monaco di baviera']] }),
    );
    // Porto before the bigger Porto Alegre; a village called Port does not come before them.
    expect(index.search('Port', 'pt').map((place) => place.name)).toEqual([
      'Porto',
      'Porto Alegre',
      'Portimão',
      'Port',
    ]);
    // A whole name comes before a seven times bigger town whose name the query only starts.
    expect(index.search('roma', 'en').map((place) => place.name)).toEqual(['Roma', 'Roman']);
    expect(index.search('port', 'pt').map((place) => place.name)).toEqual(
      index.search('PÓRT', 'pt').map((place) => place.name),
    );
    // An alternate name finds the city, which is shown by its name in the caller's language.
    expect(index.search('München', 'pt').map((place) => place.name)).toEqual(['Munique', 'Münchenstein']);
    expect(index.search('munchen', 'en').map((place) => place.name)).toEqual(['Munich', 'Münchenstein']);
    expect(index.search('baviera', 'es').map((place) => place.name)).toEqual(['Múnich']);
    // A name the city is known by comes before an alternate name of another, even a bigger one.
    expect(index.search('munique', 'en')[0]?.name).toBe('Munich');
  });

  it('tells same-name towns of one country apart by region, keeping one per region', () => {
    const index = createPlacesIndex(
      () => [
        { ...city('Springfield', 'US', 167_000, 0, 0), adminCode: 'MO' },
        { ...city('Springfield', 'US', 155_000, 0, 0), adminCode: 'MA' },
        { ...city('Springfield', 'US', 2_000, 0, 0), adminCode: 'MA' },
        { ...city('Springfield', 'US', 1_500, 0, 0), adminCode: 'ZZ' },
      ],
      () => ({ regions: { 'US.MO': 'Missouri', 'US.MA': 'Massachusetts' }, names: [] }),
    );
    expect(index.search('springfield', 'en').map(({ name, region }) => ({ name, region }))).toEqual([
      { name: 'Springfield', region: 'Missouri' },
      { name: 'Springfield', region: 'Massachusetts' },
      { name: 'Springfield', region: undefined },
    ]);
  });

  it("names a region in the caller's language where it has a name there, else by its GeoNames name", () => {
    const index = createPlacesIndex(
      () => [
        { ...city('Munich', 'DE', 1_260_000, 11.6, 48.1), adminCode: '02' },
        { ...city('Cologne', 'DE', 1_000_000, 6.9, 50.9), adminCode: '07' },
      ],
      () => ({
        regions: { 'DE.02': 'Bavaria', 'DE.07': 'North Rhine-Westphalia' },
        regionNames: { 'DE.02': { es: 'Baviera' } },
        names: [],
      }),
    );
    const region = (q: string, language: 'pt' | 'es' | 'en') => index.search(q, language)[0]?.region;
    expect(region('munich', 'es')).toBe('Baviera');
    expect(region('munich', 'en')).toBe('Bavaria');
    expect(region('munich', 'pt')).toBe('Bavaria');
    expect(region('cologne', 'es')).toBe('North Rhine-Westphalia');
  });
});

describe('the generated names file', () => {
  it('was made from the data packages pinned now (run node scripts/place-names.mjs after updating one)', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const readJson = <T>(...parts: string[]) => JSON.parse(readFileSync(path.join(...parts), 'utf8')) as T;
    const file = readJson<{ sources: Record<string, string> }>(here, 'place-names.json');
    const root = path.resolve(here, '../../../../..');
    // The generator's own data packages are not installed by `npm ci`: their lockfile pins them.
    const pinned = readJson<{ packages: Record<string, { version?: string }> }>(
      root,
      'scripts/place-data/package-lock.json',
    ).packages;
    const data = readJson<{ dependencies: Record<string, string> }>(root, 'scripts/place-data/package.json');
    const versions = Object.fromEntries(
      Object.keys(file.sources).map((name) => [
        name,
        pinned[`node_modules/${name}`]?.version ??
          readJson<{ version: string }>(root, 'node_modules', name, 'package.json').version,
      ]),
    );
    expect(file.sources).toEqual(versions);
    expect(Object.keys(file.sources)).toEqual(expect.arrayContaining(Object.keys(data.dependencies)));
  });
});

describe('the generated city and airport files', () => {
  it('were made from the data packages installed now (run node scripts/geo-data.mjs after updating one)', () => {
    const script = fileURLToPath(new URL('../../../../../scripts/geo-data.mjs', import.meta.url));
    // The script makes both files again in memory and compares them with those on disk.
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  }, 60_000);
});

describe('the server', () => {
  const started = createTestApp();
  afterAll(async () => (await started).close());

  it('starts without the world cities and loads them on the first place search', async () => {
    const ctx = await started;
    expect(placesIndex().loaded).toBe(false);
    const me = await createUser(ctx);
    const res = await ctx.app.inject({ url: '/api/places/search?q=lisb', headers: me.auth });
    expect(res.json()[0]).toMatchObject({ name: 'Lisboa', countryCode: 'PT' });
    expect(placesIndex().loaded).toBe(true);
  });
});
