// Bundles the server into apps/api/dist. Our own workspace code (@trilha/shared, TypeScript) is
// bundled in; npm dependencies stay external and load from node_modules as usual.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../apps/api/package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@trilha/'));

await build({
  entryPoints: {
    server: 'apps/api/src/server.ts',
    'scripts/backup': 'apps/api/src/scripts/backup.ts',
    'scripts/restore': 'apps/api/src/scripts/restore.ts',
    'scripts/demo': 'apps/api/src/scripts/demo.ts',
  },
  outdir: 'apps/api/dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
