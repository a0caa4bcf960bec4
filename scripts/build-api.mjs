// Bundles the server into apps/api/dist. Our own workspace code (@trilha/shared, TypeScript) is
// bundled in; npm dependencies stay external and load from node_modules as usual.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../apps/api/package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@trilha/'));

await build({
  entryPoints: {
    server: 'apps/api/src/server.ts',
    // The booking-import reading worker, found beside server.js (readers/reader-pool.ts).
    'import-reader': 'apps/api/src/modules/imports/readers/reader-worker.ts',
    'scripts/backup': 'apps/api/src/scripts/backup.ts',
    'scripts/restore': 'apps/api/src/scripts/restore.ts',
    'scripts/move-to-postgres': 'apps/api/src/scripts/move-to-postgres.ts',
    'scripts/migrate': 'apps/api/src/scripts/migrate.ts',
    'scripts/demo': 'apps/api/src/scripts/demo.ts',
    'scripts/pglite-template': 'apps/api/src/scripts/pglite-template.ts',
  },
  outdir: 'apps/api/dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// V8 holds a script's source for the process's life, in one byte per character only when every character
// is Latin-1; and a source over about 1 MB (Node's limit for strings it builds in V8's heap) is kept outside
// it, in one byte per character only when every character is ASCII. esbuild escapes strings but leaves
// comments and regular expressions as written: a few dashes and ellipses there doubled server.js's 0.9 MB
// of source in memory, and a single "é" would double it again once server.js passes 1 MB. A \uXXXX escape
// means the same in both (and nothing in a comment).
for (const file of readdirSync('apps/api/dist', { recursive: true })) {
  if (!String(file).endsWith('.js')) continue;
  const output = `apps/api/dist/${file}`;
  const source = readFileSync(output, 'utf8');
  const ascii = source.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== source) writeFileSync(output, ascii);
}

// The migrated PGlite data folder a new embedded database starts from: made again only when the
// migrations or the PGlite version change (initdb in WASM takes several seconds).
const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pgliteVersion = JSON.parse(
  readFileSync(new URL('../package.json', pathToFileURL(require.resolve('@electric-sql/pglite'))), 'utf8'),
).version;
const migrations = new URL('../apps/api/drizzle/', import.meta.url);
const hash = createHash('sha256').update(pgliteVersion);
for (const entry of readdirSync(migrations, { recursive: true, withFileTypes: true }).sort((a, b) =>
  `${a.parentPath}/${a.name}`.localeCompare(`${b.parentPath}/${b.name}`),
)) {
  if (entry.isFile()) hash.update(entry.name).update(readFileSync(`${entry.parentPath}/${entry.name}`));
}
const key = hash.digest('hex');
const template = new URL('../apps/api/dist/pglite-template.tar.gz', import.meta.url);
const keyFile = new URL('../apps/api/dist/pglite-template.key', import.meta.url);
if (!existsSync(template) || !existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) {
  const result = spawnSync(process.execPath, ['apps/api/dist/scripts/pglite-template.js'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(keyFile, key);
}
