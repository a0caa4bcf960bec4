import { expect, test } from '@playwright/test';
import { day, uniqueEmail } from './support';

/**
 * What a first visit to /login may cost, as sent (brotli): issues 13 and 31 set 150 KB, and it is 149.0
 * KB today, so the test fails as soon as something heavy joins the login page. Lower it with every cut,
 * never raise it without a reason in the commit message.
 */
const LOGIN_JS_BUDGET_KB = 150;

/**
 * How many scripts a trip page opened directly may load (issue 31: at most 20). The bundle is grouped by
 * route (apps/web/vite.config.ts); before that it was about 150 small files fetched in waves.
 */
const TRIP_PAGE_SCRIPTS_BUDGET = 20;

test('/login loads its JavaScript in one wave, within the budget', async ({ page }) => {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({
      url: new URL(request.url()).pathname,
      bytes: request.sizes().then((s) => s.responseBodySize),
    });
  });

  const response = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The first wave: the entry script and the modulepreloads index.html lists. The login screen's own chunk
  // is among them, so no script waits for the main JavaScript to run before it is even requested.
  const html = await response!.text();
  const firstWave = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]),
  );
  const urls = scripts.map((script) => script.url);
  expect(
    urls.filter((url) => !firstWave.has(url)),
    'scripts requested after the first wave',
  ).toEqual([]);

  const sizes = await Promise.all(scripts.map((script) => script.bytes));
  const encoding = await response!.request().allHeaders();
  const totalKb = sizes.reduce((sum, bytes) => sum + bytes, 0) / 1024;
  test.info().annotations.push({
    type: 'login JavaScript',
    description: `${scripts.length} files, ${totalKb.toFixed(1)} KB as sent (accept-encoding: ${encoding['accept-encoding']})`,
  });
  expect(totalKb, `JavaScript of /login in KB as sent (budget ${LOGIN_JS_BUDGET_KB} KB)`).toBeLessThanOrEqual(
    LOGIN_JS_BUDGET_KB,
  );
});

test('a trip page opened directly loads a handful of scripts', async ({ page }) => {
  const register = await page.request.post('/api/auth/register', {
    data: { name: 'Lia Medida', email: uniqueEmail('scripts'), password: 'senha-da-medida', language: 'pt' },
  });
  expect(register.status()).toBe(201);
  const { token } = (await register.json()) as { token: string };
  const trip = await page.request.post('/api/trips', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Lisboa contada',
      destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
      startDate: day(30),
      endDate: day(33),
      budget: 'mid-range',
      interests: [],
      currency: 'EUR',
      notes: '',
    },
  });
  expect(trip.status()).toBe(201);
  const { _id: tripId } = (await trip.json()) as { _id: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Lisboa contada' })).toBeVisible();
  // The trip screen keeps a notification stream open, so no network idle: a moment for late requests.
  await page.waitForTimeout(1_000);
  test.info().annotations.push({ type: 'trip page scripts', description: scripts.join(' ') });
  expect(scripts.length, `scripts of a trip page (budget ${TRIP_PAGE_SCRIPTS_BUDGET})`).toBeLessThanOrEqual(
    TRIP_PAGE_SCRIPTS_BUDGET,
  );
});
