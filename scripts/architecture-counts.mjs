// `node scripts/architecture-counts.mjs`: the figures issue 32 asked to watch, from the sources as they are.
// Web: imports from one feature folder into another (the trip core, features/trips, counted apart since
// every trip feature may use it), imports from lib/ or components/ up into a feature, and cycles between
// feature folders. API: files outside the data layer (*.repository.ts, db/) that import drizzle-orm, files
// holding texts as `Record<Language, …>` objects, and app.ts's length. Lint enforces the boundaries; this
// only counts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isTest = (file) => /\.test\.tsx?$/.test(file);

function sources(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sources(full));
    else if (/\.tsx?$/.test(entry.name) && !isTest(entry.name)) found.push(full);
  }
  return found;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const specifiers = (file) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]);

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function webCounts() {
  const web = path.join(root, 'apps/web/src');
  const area = (file) => {
    const [top, feature] = path.relative(web, file).split(path.sep);
    return top === 'features' ? `features/${feature}` : top;
  };
  const edges = new Map();
  const counts = { intoCore: 0, betweenFeatures: 0, upward: 0 };
  for (const file of sources(web)) {
    for (const specifier of specifiers(file)) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const [from, to] = [area(file), area(target)];
      if (from === to) continue;
      if (from.startsWith('features/') && to.startsWith('features/')) {
        if (to === 'features/trips') counts.intoCore++;
        else counts.betweenFeatures++;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
      if ((from === 'lib' || from === 'components') && to.startsWith('features/')) counts.upward++;
    }
  }
  return { ...counts, cycles: stronglyConnected(edges).filter((group) => group.length > 1) };
}

/** Tarjan's strongly connected components: a group of more than one folder is a cycle. */
function stronglyConnected(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do group.push((member = stack.pop()));
      while (member !== node);
      groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

function apiCounts() {
  const api = path.join(root, 'apps/api/src');
  const dataLayer = (file) => file.endsWith('.repository.ts') || path.relative(api, file).startsWith('db');
  const files = sources(api);
  const drizzleOutside = files.filter(
    (file) => !dataLayer(file) && specifiers(file).some((s) => /^drizzle-orm(\/|$)/.test(s)),
  );
  const textFiles = [...files, ...sources(path.join(root, 'packages/shared/src'))].filter((file) =>
    /Record<Language,/.test(readFileSync(file, 'utf8')),
  );
  const appLines = readFileSync(path.join(api, 'app.ts'), 'utf8').split('\n').length - 1;
  return { drizzleOutside, textFiles, appLines };
}

const web = webCounts();
const api = apiCounts();
const relative = (file) => path.relative(root, file);
console.log(`web: imports between features (not the trip core): ${web.betweenFeatures}`);
console.log(`web: imports into the trip core (features/trips): ${web.intoCore}`);
console.log(`web: imports from lib/ or components/ into a feature: ${web.upward}`);
console.log(`web: cycles between feature folders: ${web.cycles.length}`);
for (const cycle of web.cycles) console.log(`  ${cycle.join(' ⇄ ')}`);
console.log(`api: files outside repositories and db/ importing drizzle-orm: ${api.drizzleOutside.length}`);
for (const file of api.drizzleOutside) console.log(`  ${relative(file)}`);
console.log(`api+shared: files with Record<Language, …> objects: ${api.textFiles.length}`);
for (const file of api.textFiles) console.log(`  ${relative(file)}`);
console.log(`api: app.ts lines: ${api.appLines}`);
