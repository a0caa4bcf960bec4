// Largest Contentful Paint of /login and of a trip page in headless Chromium, median of several cold loads
// (a fresh browser context each run: empty cache), plus the JavaScript each load fetched.
// Usage: a running server (node apps/api/dist/server.js), then
//   node scripts/measure-lcp.mjs [base URL, default http://127.0.0.1:3000] [runs, default 7]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 7);

async function api(path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const email = `lcp-${Date.now()}@example.com`;
const { token } = await api('/auth/register', {
  name: 'Lia Medida',
  email,
  password: 'senha-da-medida',
  language: 'pt',
});
const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const end = new Date(Date.now() + 36 * 86_400_000).toISOString().slice(0, 10);
const trip = await api(
  '/trips',
  {
    title: 'Lisboa',
    destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
    startDate: start,
    endDate: end,
    budget: 'mid-range',
    interests: [],
    currency: 'EUR',
    notes: '',
  },
  token,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function measure(path, signedIn, ready) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  if (signedIn) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') scripts.push((await request.sizes()).responseBodySize);
  });
  await page.goto(`${base}${path}`);
  // The trip page keeps a live notification stream open, so wait for the screen instead of network idle.
  await page.getByText(ready, { exact: true }).first().waitFor();
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { lcp, scripts: scripts.length, kb: scripts.reduce((a, b) => a + b, 0) / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [label, path, signedIn, ready] of [
  ['/login', '/login', false, 'Entrar'],
  ['trip page', `/trips/${trip._id}`, true, 'Lisboa'],
]) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measure(path, signedIn, ready));
  console.log(
    `${label}: LCP median ${Math.round(median(results.map((r) => r.lcp)))} ms ` +
      `(runs: ${results.map((r) => Math.round(r.lcp)).join(', ')}); ` +
      `${results[0].scripts} scripts, ${results[0].kb.toFixed(1)} KB as sent`,
  );
}
await browser.close();
