import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createTrip, day, uniqueEmail, signUp } from './support';

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

const authHeaders = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

// The machines running the journeys are offline: map tiles answer as an empty image.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('photos: two uploaded at once, one opened full screen, one deleted', async ({ page }) => {
  await signUp(page, 'Rita Fotógrafa', uniqueEmail('fotos'), 'senha-da-rita');
  const tripId = await createTrip(page, 'Fotos de Lisboa');
  await page.goto(`/trips/${tripId}?tab=photos`);
  await expect(page.getByRole('heading', { name: 'Fotos de Lisboa' })).toBeVisible();
  await page
    .getByTestId('photo-input')
    .setInputFiles([await photo('belem.jpg', '#1565c0'), await photo('alfama.jpg', '#c62828')]);
  const uploads = page.getByRole('list', { name: 'Envios' });
  await expect(uploads.getByText(/adicionada$/)).toHaveCount(2);
  const grid = page.getByRole('list', { name: 'Fotos' });
  await expect(grid.getByRole('button')).toHaveCount(2);
  await expect(grid.locator('img')).toHaveCount(2);

  await grid.getByRole('button', { name: /^Abrir a foto 1/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto 1 de 2' });
  await expect(viewer.getByText(/Adicionada por Rita Fotógrafa em/)).toBeVisible();
  await expect(viewer.locator('img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Excluir foto' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir esta foto?' });
  await confirm.getByRole('button', { name: 'Excluir foto' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(grid.getByRole('button')).toHaveCount(1);
  const left = await page.request.get(`/api/trips/${tripId}/photos`, { headers: await authHeaders(page) });
  expect(await left.json()).toHaveLength(1);
});

test('trip map: markers for the destination, a flight, a stay and two places, filtered by day', async ({
  page,
}) => {
  await page.route('https://*.tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
  await signUp(page, 'Marcos Mapa', uniqueEmail('mapa'), 'senha-do-marcos');
  const tripId = await createTrip(page, 'Lisboa no mapa', { days: 4, startIn: 40 });
  const headers = await authHeaders(page);
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`/api/trips/${tripId}/${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
  };
  await post('flights', {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 1301',
    departure: { airport: 'OPO', time: `${day(40)}T08:00` },
    arrival: { airport: 'LIS', time: `${day(40)}T09:00` },
  });
  await post('bookings', {
    accommodationName: 'Casa do Castelo',
    checkIn: day(40),
    checkOut: day(43),
    lat: 38.7139,
    lon: -9.1334,
  });
  await post('itinerary', {
    date: day(40),
    timeOfDay: 'afternoon',
    placeName: 'Torre de Belém',
    lat: 38.6916,
    lon: -9.216,
  });
  await post('itinerary', {
    date: day(41),
    timeOfDay: 'morning',
    placeName: 'Palácio da Pena',
    lat: 38.7876,
    lon: -9.3906,
  });

  await page.goto(`/trips/${tripId}?tab=map`);
  const map = page.getByRole('region', { name: 'Mapa de Lisboa no mapa' });
  await expect(map).toBeVisible();
  // The destination, both airports, the stay and the two places; the flight is one curved line.
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(6);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(map.getByText('OpenStreetMap')).toBeVisible();
  const list = page.getByRole('list', { name: 'Lugares no mapa' });
  await expect(list.getByRole('listitem')).toHaveCount(6);

  // A marker opens by keyboard and its popup leads to the item.
  await map.getByRole('button', { name: 'Palácio da Pena' }).focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('link', { name: 'Abrir em Roteiro' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Mostrar' }).click();
  await page.getByRole('option', { name: 'Dia 2' }).click();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: 'Palácio da Pena' })).toBeVisible();
});

test('without META_PIXEL_ID nothing of the pixel is asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/facebook|fbevents|maps\.googleapis/.test(request.url())) asked.push(request.url());
  });
  await signUp(page, 'Paula Privada', uniqueEmail('pixel'), 'senha-da-paula');
  const tripId = await createTrip(page, 'Sem rastreio');
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Sem rastreio' })).toBeVisible();
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});
