import { createRequire } from 'node:module';
import type { Airport, Language } from '@trilha/shared';
import { countryName, normalize } from '../places/places.index';

const require = createRequire(import.meta.url);

interface AirportRecord {
  iata: string;
  time: string;
  country_code: string;
  airport: string;
  type: string;
  /** 'TRUE'/'FALSE' in the data; typed boolean | string since airport-data-js 4. */
  scheduled_service: boolean | string;
  latitude?: number;
  longitude?: number;
}

interface Entry {
  code: string;
  name: string;
  countryCode: string;
  timeZone: string;
  lat?: number;
  lon?: number;
  /** Lower is better: big airports with scheduled flights first. */
  rank: number;
  words: string[];
}

const TYPE_RANK: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2 };
const RESULTS = 10;

async function loadAirports(): Promise<AirportRecord[]> {
  // The package bundles its data set (CC BY 4.0) in one large module: load it once, on first use.
  const airportData = require('airport-data-js') as {
    findAirports(filters: object): Promise<AirportRecord[]>;
  };
  return airportData.findAirports({});
}

/**
 * Airports with an IATA code and a time zone, from the bundled data set: a flight's local times become
 * instants through its airports' zones, so the duration is right across time zones.
 */
export function createAirportsIndex(load: () => Promise<AirportRecord[]> = loadAirports) {
  let loading: Promise<Map<string, Entry>> | undefined;

  const index = () => (loading ??= build());

  async function build(): Promise<Map<string, Entry>> {
    const byCode = new Map<string, Entry>();
    for (const record of await load()) {
      if (!/^[A-Z]{3}$/.test(record.iata ?? '') || !record.time) continue;
      const entry: Entry = {
        code: record.iata,
        name: record.airport,
        countryCode: record.country_code,
        timeZone: record.time,
        ...(Number.isFinite(record.latitude) && Number.isFinite(record.longitude)
          ? { lat: record.latitude, lon: record.longitude }
          : {}),
        rank:
          (TYPE_RANK[record.type] ?? 3) * 2 +
          (String(record.scheduled_service).toUpperCase() === 'TRUE' ? 0 : 1),
        words: normalize(record.airport)
          .split(/[\s/()–-]+/)
          .filter(Boolean),
      };
      const existing = byCode.get(entry.code);
      if (!existing || entry.rank < existing.rank) byCode.set(entry.code, entry);
    }
    return byCode;
  }

  const present = (entry: Entry, language: Language): Airport => ({
    code: entry.code,
    name: entry.name,
    countryCode: entry.countryCode,
    country: countryName(entry.countryCode, language),
    timeZone: entry.timeZone,
    ...(entry.lat !== undefined ? { lat: entry.lat, lon: entry.lon } : {}),
  });

  return {
    async find(code: string): Promise<Entry | undefined> {
      return (await index()).get(code.toUpperCase());
    },

    /** The code itself first, then airports with a name word starting with every typed word. */
    async search(query: string, language: Language): Promise<Airport[]> {
      const byCode = await index();
      const code = query.trim().toUpperCase();
      const words = normalize(query).split(/\s+/).filter(Boolean);
      const exact = byCode.get(code);
      const matches = [...byCode.values()]
        .filter(
          (entry) =>
            entry !== exact &&
            (entry.code.startsWith(code) ||
              words.every((word) => entry.words.some((candidate) => candidate.startsWith(word)))),
        )
        .sort((a, b) => a.rank - b.rank || a.code.localeCompare(b.code))
        .slice(0, RESULTS);
      return [...(exact ? [exact] : []), ...matches]
        .slice(0, RESULTS)
        .map((entry) => present(entry, language));
    },
  };
}

export type AirportsIndex = ReturnType<typeof createAirportsIndex>;
export type AirportEntry = NonNullable<Awaited<ReturnType<AirportsIndex['find']>>>;
