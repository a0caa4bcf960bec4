// The JavaScript a first visit to /login loads: index.html's scripts and modulepreloads, the login route's
// chunk, and every chunk they import statically; raw, gzip and brotli sizes as the server sends them.
// Usage: npm run build -w @trilha/web && node scripts/login-js-size.mjs [--list] [dist folder]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const dist = distArg
  ? path.resolve(distArg)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// The login route's chunk, and the Portuguese texts the server preloads with the page (the largest language).
const login = readdirSync(path.join(dist, 'assets')).filter((f) =>
  /^(login-page|texts-pt)-[\w-]+\.js$/.test(f),
);
const seen = new Set();
const queue = [...fromHtml, ...login.map((f) => `assets/${f}`)];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports only (`import ... from "./x.js"` and `import "./x.js"`), not `import("./x.js")`.
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    queue.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
}
const size = (file) => (existsSync(file) ? statSync(file).size : 0);
const rows = [...seen].map((file) => {
  const full = path.join(dist, file);
  const raw = size(full);
  return { file, raw, gz: size(`${full}.gz`) || raw, br: size(`${full}.br`) || raw };
});
const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gz: t.gz + r.gz, br: t.br + r.br }), {
  raw: 0,
  gz: 0,
  br: 0,
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
if (process.argv.includes('--list')) {
  for (const r of rows.sort((a, b) => b.br - a.br))
    console.log(`${kb(r.br).padStart(10)} br ${kb(r.raw).padStart(10)} raw  ${r.file}`);
}
const preloaded = login
  .filter((f) => f.startsWith('login-page'))
  .every((f) => fromHtml.includes(`assets/${f}`));
console.log(
  `/login JS: ${rows.length} files, ${kb(total.raw)} raw, ${kb(total.gz)} gzip, ${kb(total.br)} brotli; login chunk in index.html: ${preloaded ? 'yes' : 'no'}`,
);
