import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createTrip, day, uniqueEmail, signUp, openInApp } from './support';

/**
 * Issue 29, "one day, one ordered list": a landing day (the flight lands at 11:40, check-in, a tour at
 * 15:00, untimed morning and evening places) reads in the same order in the itinerary, the day view,
 * the timeline and the PDF; beside the plan the day's map shows its stops numbered as in the list.
 */

// The machines running the journeys are offline: map tiles answer as an empty image.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SHOTS = '/work/wt/shots';

/** The day's lines, in the order each list reads: landing, morning places, check-in, tour, evening. */
const ORDER = [
  '11:40',
  'Miradouro da Graça',
  'Café sem mapa',
  'Pousada São Bento',
  'Museu do Azulejo',
  'Jantar no Bairro Alto',
];

function expectInOrder(text: string, lines = ORDER) {
  const at = lines.map((line) => text.indexOf(line));
  expect(
    at.every((index) => index >= 0),
    `${lines.join(' | ')} in:\n${text}`,
  ).toBe(true);
  expect(at, text).toEqual([...at].sort((a, b) => a - b));
}

async function planTheLandingDay(page: Page) {
  for (const tiles of ['https://*.tile.openstreetmap.org/**', 'https://tile.openstreetmap.org/**']) {
    await page.route(tiles, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
    );
  }
  await signUp(page, 'Laura Ordem', uniqueEmail('ordem'), 'senha-da-laura');
  const tripId = await createTrip(page, 'Lisboa em ordem', { days: 4, startIn: 40 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`/api/trips/${tripId}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await post('flights', {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 88',
    departure: { airport: 'GRU', time: `${day(39)}T22:00` },
    arrival: { airport: 'LIS', time: `${day(40)}T11:40` },
  });
  await post('bookings', {
    accommodationName: 'Pousada São Bento',
    checkIn: day(40),
    checkOut: day(43),
    lat: 38.7139,
    lon: -9.1334,
  });
  await post('tours', { name: 'Museu do Azulejo', date: day(40), time: '15:00', lat: 38.7245, lon: -9.1137 });
  // The evening place first, as a traveller adds things: its part of the day still puts it last.
  await post('itinerary', {
    date: day(40),
    timeOfDay: 'evening',
    placeName: 'Jantar no Bairro Alto',
    lat: 38.7125,
    lon: -9.1446,
  });
  await post('itinerary', {
    date: day(40),
    timeOfDay: 'morning',
    placeName: 'Miradouro da Graça',
    lat: 38.7166,
    lon: -9.1312,
  });
  // No point on the map: listed with its number, never drawn.
  await post('itinerary', { date: day(40), timeOfDay: 'morning', placeName: 'Café sem mapa' });
  return { tripId, token: token! };
}

// The app's first load on a busy machine can take longer than one expect's default wait.
test('a landing day reads in one order everywhere, beside a map of its numbered stops', async ({
  page,
}, testInfo) => {
  // Four lists, a PDF and two screen sizes on machines shared by several journeys.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { tripId, token } = await planTheLandingDay(page);

  // The itinerary: every booking inside its day, beside the day's map.
  await openInApp(page, `/trips/${tripId}?tab=itinerary`);
  const firstDay = page.locator(`[data-plan-date="${day(40)}"]`);
  await expect(firstDay.getByText('Miradouro da Graça')).toBeVisible({ timeout: 60_000 });
  expectInOrder(await firstDay.innerText());
  await expect(
    page.locator(`[data-plan-date="${day(41)}"]`).getByText('Noite em Pousada São Bento'),
  ).toBeVisible();
  const map = page.getByRole('region', { name: /^Mapa de Dia 1/ });
  await expect(map).toBeVisible();
  // Three stops with a point and the stay as home; the café has none.
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(4);
  for (const name of [
    '1. Miradouro da Graça',
    '3. Museu do Azulejo',
    '4. Jantar no Bairro Alto',
    'Onde você dorme: Pousada São Bento',
  ])
    await expect(map.getByRole('button', { name })).toBeAttached();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(page.getByText('Fora do mapa (sem ponto ainda): 2. Café sem mapa')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/t29-plan-1280-itinerary.png` });

  // The day view.
  await openInApp(page, `/trips/${tripId}/day/${day(40)}`);
  const dayPlan = page.getByRole('list', { name: 'Programação do dia' });
  await expect(dayPlan.getByText('Miradouro da Graça')).toBeVisible({ timeout: 60_000 });
  expectInOrder(await dayPlan.innerText());
  await page.screenshot({ path: `${SHOTS}/t29-plan-1280-day.png`, fullPage: true });

  // The timeline.
  await openInApp(page, `/trips/${tripId}?tab=timeline`);
  const timelineDay = page.getByRole('region', { name: /^Dia 1 ·/ });
  await expect(timelineDay.getByText('Miradouro da Graça')).toBeVisible({ timeout: 60_000 });
  expectInOrder(await timelineDay.innerText());
  await page.screenshot({ path: `${SHOTS}/t29-plan-1280-timeline.png`, fullPage: true });

  // The PDF.
  const pdf = await page.request.get(`/api/trips/${tripId}/export.pdf`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt-BR' },
  });
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('plan.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expectInOrder(text.slice(text.indexOf('Dia 1'), text.indexOf('Dia 2')));

  // On the phone: the same list, and the map one switch away.
  await page.setViewportSize({ width: 360, height: 740 });
  await openInApp(page, `/trips/${tripId}?tab=itinerary`);
  await expect(firstDay.getByText('Miradouro da Graça')).toBeVisible({ timeout: 60_000 });
  expectInOrder(await firstDay.innerText());
  await firstDay.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/t29-plan-360-itinerary.png` });
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const phoneMap = page.getByRole('region', { name: /^Mapa de Dia 1/ });
  await expect(phoneMap.locator('.leaflet-marker-icon')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/t29-plan-360-map.png` });
  // No sideways scroll on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
