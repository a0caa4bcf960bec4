import type { Language } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAccents, withCityAccents } from './airport-names';
import { createAirportsIndex, type AirportsIndex } from './airports.index';

/**
 * The airport search as travellers type it, against the bundled data sets (airports and world cities).
 * Each row: the query, the reader's language, codes that must all be among the first `within` results
 * (in any order, unless `inOrder`), and codes that must not be among them.
 */
interface Row {
  q: string;
  language: Language;
  expected: string[];
  within?: number;
  first?: string;
  absent?: string[];
}

const ROWS: Row[] = [
  // Rome in each language, and by its metropolitan code.
  { q: 'roma', language: 'pt', expected: ['FCO', 'CIA'], within: 2 },
  { q: 'roma', language: 'es', expected: ['FCO', 'CIA'], within: 2 },
  { q: 'rome', language: 'en', expected: ['FCO', 'CIA'], within: 2, absent: ['MDW', 'ORD'] },
  { q: 'Roma', language: 'en', expected: ['FCO', 'CIA'], within: 2 },
  { q: 'ROM', language: 'pt', expected: ['FCO', 'CIA'], within: 2 },
  // Lisbon.
  { q: 'lisboa', language: 'pt', expected: ['LIS'], within: 1 },
  { q: 'lisboa', language: 'es', expected: ['LIS'], within: 1 },
  { q: 'lisbon', language: 'en', expected: ['LIS'], within: 1 },
  { q: 'LIS', language: 'en', expected: ['LIS'], within: 1 },
  { q: 'lis', language: 'pt', expected: ['LIS'], within: 1 },
  // London.
  { q: 'londres', language: 'pt', expected: ['LHR', 'LGW', 'STN', 'LTN', 'LCY'], within: 6 },
  { q: 'londres', language: 'es', expected: ['LHR', 'LGW', 'STN', 'LTN', 'LCY'], within: 6 },
  { q: 'london', language: 'en', expected: ['LHR', 'LGW', 'STN', 'LTN', 'LCY'], within: 6 },
  { q: 'LON', language: 'en', expected: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'], within: 6 },
  // New York.
  { q: 'nova york', language: 'pt', expected: ['JFK', 'LGA', 'EWR'], within: 3 },
  { q: 'new york', language: 'en', expected: ['JFK', 'LGA', 'EWR'], within: 3 },
  { q: 'New York', language: 'pt', expected: ['JFK', 'LGA', 'EWR'], within: 3 },
  { q: 'nueva york', language: 'es', expected: ['JFK', 'LGA', 'EWR'], within: 3 },
  { q: 'NYC', language: 'es', expected: ['JFK', 'LGA', 'EWR'], within: 3 },
  // São Paulo, with and without accents; Viracopos is 90 km out, one of SAO's.
  { q: 'são paulo', language: 'pt', expected: ['GRU', 'CGH', 'VCP'], within: 3 },
  { q: 'sao paulo', language: 'en', expected: ['GRU', 'CGH', 'VCP'], within: 3, absent: ['LAD'] },
  { q: 'SÃO PAULO', language: 'es', expected: ['GRU', 'CGH', 'VCP'], within: 3 },
  { q: 'SAO', language: 'pt', expected: ['GRU', 'CGH', 'VCP'], within: 3 },
  // Other metropolitan codes.
  { q: 'TYO', language: 'en', expected: ['HND', 'NRT'], within: 2 },
  { q: 'PAR', language: 'pt', expected: ['CDG', 'ORY'], within: 4 },
  { q: 'MIL', language: 'es', expected: ['MXP', 'LIN', 'BGY'], within: 3 },
  { q: 'CHI', language: 'en', expected: ['ORD', 'MDW'], within: 2 },
  { q: 'WAS', language: 'en', expected: ['IAD', 'DCA', 'BWI'], within: 3 },
  { q: 'RIO', language: 'pt', expected: ['GIG', 'SDU'], within: 2 },
  { q: 'BUE', language: 'es', expected: ['EZE', 'AEP'], within: 2 },
  { q: 'STO', language: 'en', expected: ['ARN', 'BMA'], within: 4 },
  { q: 'MOW', language: 'en', expected: ['SVO', 'DME', 'VKO'], within: 4 },
  { q: 'OSA', language: 'en', expected: ['KIX', 'ITM'], within: 3 },
  { q: 'SEL', language: 'pt', expected: ['ICN', 'GMP'], within: 2 },
  { q: 'BJS', language: 'en', expected: ['PEK', 'PKX'], within: 2 },
  { q: 'YTO', language: 'en', expected: ['YYZ', 'YTZ'], within: 2 },
  { q: 'BER', language: 'pt', expected: ['BER'], within: 1 },
  // Cities by name in each language.
  { q: 'paris', language: 'pt', expected: ['CDG', 'ORY'], within: 3 },
  { q: 'tóquio', language: 'pt', expected: ['HND', 'NRT'], within: 2 },
  { q: 'tokio', language: 'es', expected: ['HND', 'NRT'], within: 2 },
  { q: 'tokyo', language: 'en', expected: ['HND', 'NRT'], within: 2 },
  { q: 'rio de janeiro', language: 'pt', expected: ['GIG', 'SDU'], within: 2 },
  { q: 'buenos aires', language: 'es', expected: ['EZE', 'AEP'], within: 2 },
  { q: 'madri', language: 'pt', expected: ['MAD'], within: 1 },
  { q: 'madrid', language: 'es', expected: ['MAD'], within: 1 },
  { q: 'porto', language: 'pt', expected: ['OPO'], within: 1 },
  { q: 'chicago', language: 'en', expected: ['ORD', 'MDW'], within: 2 },
  { q: 'milão', language: 'pt', expected: ['MXP', 'LIN'], within: 3 },
  { q: 'lima', language: 'es', expected: ['LIM'], within: 1 },
  // An exact code comes before anything else, and words of an airport's own name still find it.
  { q: 'GRU', language: 'pt', expected: ['GRU'], within: 1 },
  { q: 'cgh', language: 'pt', expected: ['CGH'], within: 1 },
  { q: 'guarulhos', language: 'pt', expected: ['GRU'], within: 1 },
  { q: 'heathrow', language: 'en', expected: ['LHR'], within: 1 },
  { q: 'fiumicino', language: 'es', expected: ['FCO'], within: 1 },
  { q: 'congonhas', language: 'pt', expected: ['CGH'], within: 1 },
];

let airports: AirportsIndex;
let buildMs = 0;
let heapAddedMb = 0;

beforeAll(async () => {
  airports = createAirportsIndex();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  // The first search builds both indexes (airports and world cities); later ones reuse them.
  await airports.search('lisboa', 'pt');
  buildMs = performance.now() - started;
  heapAddedMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  console.info(`airports index: built in ${Math.round(buildMs)} ms, heap +${Math.round(heapAddedMb)} MB`);
}, 120_000);

describe('airport search, the way people search', () => {
  it.each(ROWS)('$q ($language) → $expected', async ({ q, language, expected, within = 3, absent = [] }) => {
    const codes = (await airports.search(q, language)).map((airport) => airport.code);
    expect(codes.slice(0, within), codes.join(' ')).toEqual(expect.arrayContaining(expected));
    for (const code of absent) expect(codes).not.toContain(code);
  });

  it('puts the exact code first, then a metropolitan code’s airports, large ones before small', async () => {
    expect((await airports.search('lis', 'en'))[0]?.code).toBe('LIS');
    const london = (await airports.search('LON', 'en')).map((airport) => airport.code);
    expect(london.slice(0, 6)).toEqual(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']);
    const newYork = (await airports.search('new york', 'en')).map((airport) => airport.code);
    // The seaplane bases and heliports of Manhattan come, if at all, after the three airports.
    expect(newYork.slice(0, 3).sort()).toEqual(['EWR', 'JFK', 'LGA']);
  });

  it('names the city each airport serves in the reader’s language', async () => {
    const city = async (q: string, language: Language, code: string) =>
      (await airports.search(q, language)).find((airport) => airport.code === code)?.city;
    expect(await city('roma', 'pt', 'FCO')).toBe('Roma');
    expect(await city('roma', 'es', 'FCO')).toBe('Roma');
    expect(await city('rome', 'en', 'FCO')).toBe('Rome');
    expect(await city('FCO', 'en', 'FCO')).toBe('Rome');
    expect(await city('FCO', 'pt', 'FCO')).toBe('Roma');
    expect(await city('londres', 'pt', 'LHR')).toBe('Londres');
    expect(await city('NYC', 'pt', 'JFK')).toBe('Nova York');
    expect(await city('NYC', 'es', 'JFK')).toBe('Nueva York');
    expect(await city('LIS', 'en', 'LIS')).toBe('Lisbon');
    expect(await city('LIS', 'pt', 'LIS')).toBe('Lisboa');
  });

  it('gives names their accents back and countries in the reader’s language', async () => {
    const [gru] = await airports.search('GRU', 'pt');
    expect(gru).toMatchObject({ name: 'São Paulo-Guarulhos International Airport', country: 'Brasil' });
    const [cgh] = await airports.search('CGH', 'es');
    expect(cgh).toMatchObject({ name: 'São Paulo Congonhas Airport', country: 'Brasil', city: 'São Paulo' });
    expect((await airports.find('GRU'))?.name).toBe('São Paulo-Guarulhos International Airport');
  });

  it('gives back the accents of city words the Wikipedia title does not spell, in pt and es countries', async () => {
    const name = async (code: string) => (await airports.search(code, 'pt'))[0]?.name;
    expect(await name('GYN')).toBe('Goiânia Santa Genoveva Airport');
    expect(await name('CCM')).toBe('Criciúma Airport');
    expect(await name('BZC')).toBe('Búzios Airport');
    expect(await name('BGX')).toBe('Bagé Airport');
    expect(await name('CUN')).toBe('Cancún International Airport');
    // Elsewhere the cities' names are often romanized, which no airport is called.
    expect(await name('DEL')).toBe('Indira Gandhi International Airport');
  });

  it('builds once, in reasonable time and memory', async () => {
    // Measured with both data sets; the bounds leave room for a slow, shared machine.
    expect(buildMs).toBeLessThan(60_000);
    expect(heapAddedMb).toBeLessThan(250);
    const started = performance.now();
    for (const { q, language } of ROWS) await airports.search(q, language);
    expect((performance.now() - started) / ROWS.length).toBeLessThan(500);
  });
});

describe('accents from the Wikipedia title', () => {
  it('restores accented words the title spells, and nothing else', () => {
    expect(
      withAccents(
        'Sao Paulo-Guarulhos International Airport',
        'https://en.wikipedia.org/wiki/S%C3%A3o_Paulo-Guarulhos_International_Airport',
      ),
    ).toBe('São Paulo-Guarulhos International Airport');
    expect(
      withAccents('Bacau Airport', 'https://en.wikipedia.org/wiki/George_Enescu_International_Airport'),
    ).toBe('Bacau Airport');
    expect(withAccents('Lisbon Portela Airport', undefined)).toBe('Lisbon Portela Airport');
    expect(withAccents('Bogota Airport', 'https://en.wikipedia.org/wiki/%E0%A4%BE%ZZ')).toBe(
      'Bogota Airport',
    );
  });
});

describe('accents from the country’s city names', () => {
  it('restores a capitalized plain word spelled as one city word alone, and nothing else', () => {
    const words = new Map<string, string | null>([
      ['goiania', 'Goiânia'],
      ['sao', 'São'],
      // Two spellings among the cities (or a plain one too): not guessed.
      ['para', null],
    ]);
    expect(withCityAccents('Goiania Santa Genoveva Airport', words)).toBe('Goiânia Santa Genoveva Airport');
    expect(withCityAccents('Aeroporto de Sao Mateus', words)).toBe('Aeroporto de São Mateus');
    expect(withCityAccents('SAO Airport', words)).toBe('SAO Airport');
    expect(withCityAccents('Para Airport', words)).toBe('Para Airport');
    expect(withCityAccents('goiania field', words)).toBe('goiania field');
  });
});
