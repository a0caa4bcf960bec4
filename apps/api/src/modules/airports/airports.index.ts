import { compareCodes, type Airport, type Language, type PlaceSearchResult } from '@trilha/shared';
import { bundledTable } from '../places/bundled-data';
import { countryName, normalize, placesIndex } from '../places/places.index';
import { PT_ES_COUNTRIES, withAccents, withCityAccents } from './airport-names';
import { METRO_CODES } from './metro-codes';

interface AirportRecord {
  iata: string;
  time: string;
  country_code: string;
  airport: string;
  type: string;
  /** 'TRUE' or 'FALSE'. */
  scheduled_service: string;
  latitude?: number;
  longitude?: number;
  /** The English Wikipedia article, whose title keeps the accents the name lost ('' for none). */
  wikipedia: string;
}

interface Entry {
  code: string;
  name: string;
  countryCode: string;
  timeZone: string;
  lat?: number;
  lon?: number;
  /** Lower is better: large airports with scheduled flights first, then medium, then the rest. */
  rank: number;
  scheduled: boolean;
  words: string[];
}

/** What the airports need of the cities: the places index's search. */
export type CitySearch = (query: string, language: Language, limit: number) => PlaceSearchResult[];
/** And the accented words of a country's city names, by their plain spelling. */
export type CityWords = (countryCode: string) => ReadonlyMap<string, string | null>;

const TYPE_RANK: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2 };
const RESULTS = 10;
/**
 * How far an airport may be from a city to serve it: Heathrow is 23 km from central London, Stansted
 * 48 km, Newark 15 km from Manhattan, Fiumicino 25 km from Rome. Farther ones come through their
 * metropolitan code (Viracopos, 90 km from São Paulo, is one of SAO's).
 */
const SERVES_KM = 60;
/** How many of the cities a query names are looked at: "roma" is Rome, then Roma (Texas), Roma (Queensland). */
const CITIES = 5;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
/** Great-circle distance (haversine), enough to tell 60 km from 90. */
function kilometres(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = toRadians(bLat - aLat);
  const dLon = toRadians(bLon - aLon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(aLat)) * Math.cos(toRadians(bLat)) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const AIRPORT_COLUMNS = [
  'iata',
  'time',
  'country_code',
  'type',
  'scheduled_service',
  'latitude',
  'longitude',
  'airport',
  'wikipedia',
] as const;

/** An empty field is a coordinate the data set does not have. */
const coordinate = (field: string) => (field === '' ? undefined : Number(field));

/**
 * The airports of airport-data-js (OurAirports, CC BY 4.0) that have an IATA code and a time zone, as
 * scripts/geo-data.mjs writes them into airports.tsv (regenerate with
 * `node scripts/geo-data.mjs` after updating the package). Read on first use.
 */
async function loadAirports(): Promise<AirportRecord[]> {
  return Array.from(
    bundledTable('airports/airports.tsv', AIRPORT_COLUMNS),
    ([iata, time, country_code, type, scheduled_service, latitude, longitude, airport, wikipedia]) => ({
      iata,
      time,
      country_code,
      type,
      scheduled_service,
      latitude: coordinate(latitude),
      longitude: coordinate(longitude),
      airport,
      wikipedia,
    }),
  );
}

const bundledCities: CitySearch = (query, language, limit) => placesIndex().search(query, language, limit);
const bundledCityWords: CityWords = (countryCode) => placesIndex().accentedWords(countryCode);

/**
 * Airports with an IATA code and a time zone, from the bundled data set: a flight's local times become
 * instants through its airports' zones, so the duration is right across time zones. Searched the way
 * people search: by code, by metropolitan code, by the name of the city they serve in pt, en or es
 * (through the bundled world cities), and by words of their own name.
 */
export function createAirportsIndex(
  load: () => Promise<AirportRecord[]> = loadAirports,
  cities: CitySearch = bundledCities,
  cityWords: CityWords = bundledCityWords,
) {
  let loading: Promise<Map<string, Entry>> | undefined;

  const index = () => (loading ??= build());

  async function build(): Promise<Map<string, Entry>> {
    const byCode = new Map<string, Entry>();
    for (const record of await load()) {
      const scheduled = record.scheduled_service === 'TRUE';
      const entry: Entry = {
        code: record.iata,
        name: withAccents(record.airport, record.wikipedia),
        countryCode: record.country_code,
        timeZone: record.time,
        ...(Number.isFinite(record.latitude) && Number.isFinite(record.longitude)
          ? { lat: record.latitude, lon: record.longitude }
          : {}),
        rank: (TYPE_RANK[record.type] ?? 3) * 2 + (scheduled ? 0 : 1),
        scheduled,
        words: normalize(record.airport)
          .split(/[\s/()–-]+/)
          .filter(Boolean),
      };
      const existing = byCode.get(entry.code);
      if (!existing || entry.rank < existing.rank) byCode.set(entry.code, entry);
    }
    return byCode;
  }

  /** Airports with scheduled flights within SERVES_KM of a place, nearest first. */
  const servingAirports = (all: Iterable<Entry>, lat: number, lon: number) =>
    [...all]
      .filter((entry) => entry.scheduled && entry.lat !== undefined && entry.lon !== undefined)
      .map((entry) => ({ entry, km: kilometres(lat, lon, entry.lat!, entry.lon!) }))
      .filter(({ km }) => km <= SERVES_KM)
      .sort((a, b) => a.km - b.km)
      .map(({ entry }) => entry);

  /** The metropolitan codes' airports, their centre (the mean of their coordinates) and city name. */
  let metros: { code: string; city: string; airports: Entry[]; lat: number; lon: number }[] | undefined;
  const metroAreas = (byCode: Map<string, Entry>) =>
    (metros ??= Object.entries(METRO_CODES).map(([code, { city, airports }]) => {
      const members = airports.map((member) => byCode.get(member)).filter((entry) => entry !== undefined);
      const placed = members.filter((entry) => entry.lat !== undefined);
      return {
        code,
        city,
        airports: members,
        lat: placed.reduce((sum, entry) => sum + entry.lat!, 0) / placed.length,
        lon: placed.reduce((sum, entry) => sum + entry.lon!, 0) / placed.length,
      };
    }));

  /** A metropolitan area's city in the language: the city of its English name nearest its airports. */
  const metroCity = (metro: { city: string; lat: number; lon: number }, language: Language) =>
    cities(metro.city, language, CITIES).find(
      (city) => kilometres(city.lat, city.lon, metro.lat, metro.lon) <= SERVES_KM,
    )?.name;

  /**
   * The city an airport serves, in the language, for results found by code or name: its metropolitan
   * area's, else a city near it named by the first words of its own name ("Lisbon Humberto Delgado").
   */
  const cityNames = new Map<string, string | null>();
  function servedCity(entry: Entry, byCode: Map<string, Entry>, language: Language): string | undefined {
    const key = `${entry.code}|${language}`;
    if (!cityNames.has(key)) cityNames.set(key, findServedCity(entry, byCode, language) ?? null);
    return cityNames.get(key) ?? undefined;
  }
  function findServedCity(entry: Entry, byCode: Map<string, Entry>, language: Language) {
    const metro = metroAreas(byCode).find((area) => area.airports.includes(entry));
    if (metro) return metroCity(metro, language);
    if (entry.lat === undefined || entry.lon === undefined) return undefined;
    for (let count = Math.min(3, entry.words.length); count >= 1; count--) {
      const city = cities(entry.words.slice(0, count).join(' '), language, CITIES).find(
        (candidate) =>
          candidate.countryCode === entry.countryCode &&
          kilometres(candidate.lat, candidate.lon, entry.lat!, entry.lon!) <= SERVES_KM,
      );
      if (city) return city.name;
    }
    return undefined;
  }

  /**
   * The name as shown: in the Portuguese- and Spanish-speaking countries, with the accents the data set
   * lost and its Wikipedia title did not give back, from the names of the country's cities; worked out
   * once per airport, on its first showing.
   */
  const shownNames = new Map<Entry, string>();
  const shownName = (entry: Entry) => {
    let name = shownNames.get(entry);
    if (name === undefined) {
      name = PT_ES_COUNTRIES.has(entry.countryCode)
        ? withCityAccents(entry.name, cityWords(entry.countryCode))
        : entry.name;
      shownNames.set(entry, name);
    }
    return name;
  };

  const present = (entry: Entry, language: Language, city: string | undefined): Airport => ({
    code: entry.code,
    name: shownName(entry),
    ...(city ? { city } : {}),
    countryCode: entry.countryCode,
    country: countryName(entry.countryCode, language),
    timeZone: entry.timeZone,
    ...(entry.lat !== undefined ? { lat: entry.lat, lon: entry.lon } : {}),
  });

  return {
    async find(code: string): Promise<Entry | undefined> {
      return (await index()).get(code.toUpperCase());
    },

    /**
     * In this order: the airport with the typed code; the airports of a metropolitan code ("NYC");
     * then, large airports with scheduled flights before medium ones before the rest, the airports that
     * serve a city of that name (within SERVES_KM, or of its metropolitan area) and those with a word
     * of their own name starting with each typed word. Within a size, a city's airports before name
     * matches, the best-matching city's first, nearest first.
     */
    async search(query: string, language: Language): Promise<Airport[]> {
      const byCode = await index();
      const code = query.trim().toUpperCase();
      const typed = normalize(query);
      const words = typed.split(/\s+/).filter(Boolean);
      const cityOf = new Map<Entry, string>();
      /** Lower is better: the position in which each airport was found, before sorting by size. */
      const found = new Map<Entry, number>();
      const add = (entry: Entry, city?: string) => {
        if (!found.has(entry)) found.set(entry, found.size);
        if (city && !cityOf.has(entry)) cityOf.set(entry, city);
      };

      const exact = byCode.get(code);
      const metro = /^[A-Z]{3}$/.test(code)
        ? metroAreas(byCode).find((area) => area.code === code)
        : undefined;
      const first = [
        ...(exact ? [exact] : []),
        ...(metro?.airports ?? []).filter((entry) => entry !== exact),
      ];
      const metroName = metro && metroCity(metro, language);
      if (metroName) for (const entry of metro.airports) cityOf.set(entry, metroName);

      // Cities of that name: the best match always (a name being typed, "lisb"), other towns only when
      // named exactly so (Paris, Ontario, but not Romeoville for "rome", nor Luanda, once "São Paulo de
      // Luanda", for "sao paulo"). A metropolitan area's airports before other airports near the city.
      const named = cities(query, language, CITIES).filter(
        (city, position) => position === 0 || normalize(city.name) === typed,
      );
      // A word inside an airport's name (Heathrow, Schiphol, Barajas) names that airport rather than a
      // town far from it (Heathrow, Florida): such airports come before the town's, unless the town is a
      // metropolitan area's or the airport serves it anyway. Not a first word: "porto" is not Porto Alegre.
      if (words.length === 1 && named[0]) {
        const town = named[0];
        const nearMetro = metroAreas(byCode).some(
          (area) => kilometres(town.lat, town.lon, area.lat, area.lon) <= SERVES_KM,
        );
        for (const entry of byCode.values()) {
          if (nearMetro || entry.rank > 0 || !entry.words.slice(1).includes(typed)) continue;
          const far =
            entry.lat === undefined || kilometres(town.lat, town.lon, entry.lat, entry.lon!) > SERVES_KM;
          if (far) add(entry);
        }
      }
      for (const city of named) {
        for (const area of metroAreas(byCode)) {
          if (kilometres(city.lat, city.lon, area.lat, area.lon) > SERVES_KM) continue;
          for (const entry of area.airports) add(entry, city.name);
        }
        for (const entry of servingAirports(byCode.values(), city.lat, city.lon)) add(entry, city.name);
      }
      const cityMatches = found.size;
      for (const entry of byCode.values()) {
        if (
          entry.code.startsWith(code) ||
          words.every((word) => entry.words.some((candidate) => candidate.startsWith(word)))
        )
          add(entry);
      }
      const rest = [...found.keys()]
        .filter((entry) => !first.includes(entry))
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            Number(found.get(a)! >= cityMatches) - Number(found.get(b)! >= cityMatches) ||
            found.get(a)! - found.get(b)! ||
            compareCodes(a.code, b.code),
        );
      return [...first, ...rest]
        .slice(0, RESULTS)
        .map((entry) => present(entry, language, cityOf.get(entry) ?? servedCity(entry, byCode, language)));
    },
  };
}

export type AirportsIndex = ReturnType<typeof createAirportsIndex>;
export type AirportEntry = NonNullable<Awaited<ReturnType<AirportsIndex['find']>>>;
