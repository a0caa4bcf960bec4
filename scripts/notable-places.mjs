// Rebuilds apps/api/src/adapters/ai/offline/bundled/notable-places.json from Wikidata (CC0): for each
// destination with a Wikidata id, its best-known places (by number of Wikipedia articles) of the kinds
// that map to a planner theme, within the destination's radius, with their labels in pt/en/es and
// coordinates. What Wikidata does not hold is kept: each place's practical fact and theme (matched by
// Wikidata id, or by name for a hand-written place that had none), and hand-written places Wikidata
// did not return. The server only reads the file; it never asks Wikidata. Run it where the network
// allows (see bundled/README.md):
//   node scripts/notable-places.mjs
// Environment: NOTABLE_PLACES_SPARQL_URL (another endpoint: the test runs a local one),
// NOTABLE_PLACES_FILE (another file), NOTABLE_PLACES_DELAY_MS (pause between cities, 1000 by default,
// as Wikidata asks of bots), NOTABLE_PLACES_DATE (the refreshedAt to write, today by default).
import { readFileSync, writeFileSync } from 'node:fs';

const ENDPOINT = process.env.NOTABLE_PLACES_SPARQL_URL || 'https://query.wikidata.org/sparql';
const FILE =
  process.env.NOTABLE_PLACES_FILE ||
  new URL('../apps/api/src/adapters/ai/offline/bundled/notable-places.json', import.meta.url).pathname;
const DELAY_MS = Number(process.env.NOTABLE_PLACES_DELAY_MS ?? 1000);
const TODAY = process.env.NOTABLE_PLACES_DATE || new Date().toISOString().slice(0, 10);
const PER_CITY = 12;
const MAX_PLACES = 16;
const MAX_RADIUS_KM = 30;
const LANGUAGES = ['pt', 'en', 'es'];

/** Wikidata classes (instance of, P31) and the planner theme each stands for. */
const CLASSES = {
  Q570116: 'general', // tourist attraction
  Q4989906: 'general', // monument
  Q174782: 'general', // square
  Q12280: 'general', // bridge
  Q12518: 'general', // tower
  Q11303: 'general', // skyscraper
  Q33506: 'culture', // museum
  Q207694: 'culture', // art museum
  Q839954: 'culture', // archaeological site
  Q23413: 'culture', // castle
  Q16560: 'culture', // palace
  Q16970: 'culture', // church building
  Q2977: 'culture', // cathedral
  Q163687: 'culture', // basilica
  Q32815: 'culture', // mosque
  Q44539: 'culture', // temple
  Q153562: 'culture', // opera house
  Q24354: 'culture', // theatre building
  Q22698: 'nature', // park
  Q167346: 'nature', // botanical garden
  Q43501: 'nature', // zoo
  Q40080: 'beach', // beach
  Q37654: 'food', // market
  Q11315: 'shopping', // shopping center
  Q1107656: 'relax', // garden
  Q194195: 'general', // amusement park
};

export function queryFor(city) {
  const radius = Math.min(city.radiusKm ?? 25, MAX_RADIUS_KM);
  const values = Object.keys(CLASSES)
    .map((id) => `wd:${id}`)
    .join(' ');
  const labels = LANGUAGES.map(
    (language) => `  OPTIONAL { ?place rdfs:label ?${language} FILTER(LANG(?${language}) = "${language}") }`,
  ).join('\n');
  return `SELECT ?place ?class ?lat ?lon ?sitelinks ?pt ?en ?es WHERE {
  VALUES ?class { ${values} }
  SERVICE wikibase:around {
    ?place wdt:P625 ?coord .
    bd:serviceParam wikibase:center "Point(${city.lon} ${city.lat})"^^geo:wktLiteral .
    bd:serviceParam wikibase:radius "${radius}" .
  }
  ?place wdt:P31 ?class ;
         wikibase:sitelinks ?sitelinks .
  BIND(geof:latitude(?coord) AS ?lat)
  BIND(geof:longitude(?coord) AS ?lon)
${labels}
}
ORDER BY DESC(?sitelinks)
LIMIT ${PER_CITY * 5}`;
}

const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const round = (value) => Math.round(Number(value) * 1000) / 1000;

/** The places of one SPARQL JSON answer, best-known first, one per Wikidata item. */
export function placesOf(answer) {
  const seen = new Map();
  for (const row of answer.results.bindings) {
    const id = row.place.value.split('/').pop();
    const en = row.en?.value ?? row.pt?.value ?? row.es?.value;
    if (!en || /^Q\d+$/.test(en) || seen.has(id)) continue;
    seen.set(id, {
      id,
      theme: CLASSES[row.class.value.split('/').pop()] ?? 'general',
      lat: round(row.lat.value),
      lon: round(row.lon.value),
      names: { pt: row.pt?.value ?? en, en, es: row.es?.value ?? en },
      sitelinks: Number(row.sitelinks?.value ?? 0),
    });
  }
  return [...seen.values()].sort((a, b) => b.sitelinks - a.sitelinks).slice(0, PER_CITY);
}

/** The city's places after a refresh: Wikidata's, with what the file knew of each, then the file's others. */
export function merge(city, found) {
  const byId = new Map(city.places.filter((place) => place.id).map((place) => [place.id, place]));
  const byName = new Map(
    city.places
      .filter((place) => !place.id)
      .flatMap((place) => Object.values(place.names).map((name) => [plain(name), place])),
  );
  const used = new Set();
  const places = found.map(({ sitelinks: _rank, ...place }) => {
    const known =
      byId.get(place.id) ??
      Object.values(place.names)
        .map((name) => byName.get(plain(name)))
        .find(Boolean);
    if (!known) return place;
    used.add(known);
    return { ...place, theme: known.theme, ...(known.fact ? { fact: known.fact } : {}) };
  });
  const kept = city.places.filter((place) => !used.has(place) && !places.some((p) => p.id === place.id));
  return [...places, ...kept].slice(0, MAX_PLACES);
}

/** The file as it is committed: one line per place, so a refresh reads as a diff of places. */
export function format(data) {
  const { cities, ...header } = data;
  const lines = ['{'];
  for (const [key, value] of Object.entries(header)) lines.push(`  ${JSON.stringify(key)}: ${json(value)},`);
  lines.push('  "cities": [');
  cities.forEach(({ places, ...city }, index) => {
    lines.push('    {');
    for (const [key, value] of Object.entries(city))
      lines.push(`      ${JSON.stringify(key)}: ${json(value)},`);
    lines.push('      "places": [');
    lines.push(places.map((place) => `        ${json(place)}`).join(',\n'));
    lines.push('      ]');
    lines.push(`    }${index < cities.length - 1 ? ',' : ''}`);
  });
  lines.push('  ]', '}');
  return `${lines.join('\n')}\n`;
}
/** JSON on one line with a space after each colon and comma, as the committed file has it. */
const json = (value) =>
  JSON.stringify(value, null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']')
    .replace(/\{ /g, '{')
    .replace(/ \}/g, '}');

async function ask(city) {
  const url = `${ENDPOINT}?${new URLSearchParams({ query: queryFor(city), format: 'json' })}`;
  const response = await fetch(url, {
    headers: {
      accept: 'application/sparql-results+json',
      'user-agent': 'TrilhaNotablePlaces/1.0 (open-source travel planner; scripts/notable-places.mjs)',
    },
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
}

async function main() {
  const data = JSON.parse(readFileSync(FILE, 'utf8'));
  let refreshed = 0;
  let failed = 0;
  for (const city of data.cities) {
    if (!city.id) {
      console.log(`${city.names.en}: no Wikidata id, kept as it is`);
      continue;
    }
    try {
      const found = placesOf(await ask(city));
      if (!found.length) throw new Error('no places found');
      city.places = merge(city, found);
      refreshed++;
      console.log(`${city.names.en}: ${found.length} places from Wikidata`);
    } catch (error) {
      failed++;
      console.error(`${city.names.en}: kept as it is (${error.message})`);
    }
    if (DELAY_MS) await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
  }
  if (!refreshed) {
    console.error('Wikidata answered for no destination: the file is unchanged.');
    process.exit(1);
  }
  data.source = failed ? 'wikidata (partly hand-written)' : 'wikidata';
  data.note =
    `Names, Wikidata ids and coordinates refreshed from Wikidata on ${TODAY} by scripts/notable-places.mjs` +
    (failed ? ` (${failed} destinations could not be refreshed and are as they were)` : '') +
    "; themes and practical facts are the project's own text, and places Wikidata did not return are hand-written.";
  data.refreshedAt = TODAY;
  writeFileSync(FILE, format(data));
  console.log(`${refreshed} destinations refreshed, ${failed} failed: ${FILE}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
