// `npm start`: builds the web app and the server only when there is no build yet or their sources changed
// since the last one (quietly: the build's output is shown only if it fails), then runs the server in this
// same process. `--dry-run` only says whether a build is needed; `--mark-built` records the sources as built
// (`npm run build` ends with it, so a build made by hand counts too); `--root <dir>` points at another checkout.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { useSupportedNode } from './node-runtime.mjs';

// Node 24 LTS is the supported runtime, 22.22 the oldest: on an older Node this script runs again with
// Node 24, fetched once from the npm registry (this file and node-runtime.mjs are therefore Node 18 code).
await useSupportedNode();

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root =
  rootArg >= 0
    ? path.resolve(args[rootArg + 1] ?? '.')
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build reads: a change to any of these (or a new dependency) calls for a new build. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/build-api.mjs',
];
const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];
const STAMP = path.join(root, 'apps/api/dist/.sources');

/** Every source file's path, size and modification time, hashed: cheap, and any edit changes it. */
function sourcesFingerprint() {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const name of readdirSync(full).sort()) {
      if (name !== 'node_modules' && name !== 'dist') visit(path.join(relative, name));
    }
  };
  SOURCES.forEach(visit);
  return hash.digest('hex');
}

const fingerprint = sourcesFingerprint();
const reason = OUTPUTS.some((file) => !existsSync(path.join(root, file)))
  ? 'no build yet'
  : (existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '') !== fingerprint
    ? 'the sources changed since the last build'
    : undefined;

if (args.includes('--mark-built')) {
  writeFileSync(STAMP, `${fingerprint}\n`);
  process.exit(0);
}

if (args.includes('--dry-run')) {
  console.log(reason ? `build needed: ${reason}` : 'build up to date');
  process.exit(0);
}

if (reason) {
  process.stdout.write(`Building Trilha (${reason})… `);
  const started = Date.now();
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.log('failed:\n');
    console.error(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    process.exit(1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

// A .env file beside package.json configures the server (.env.example lists the variables); variables
// already set in the environment win over it, as with Node's --env-file-if-exists, which the image uses.
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
