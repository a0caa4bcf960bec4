import { expect, test, type Page } from '@playwright/test';
import { E2E_MAPS_KEY, E2E_PIXEL_ID, E2E_SERVICES_URL } from './playwright.config';
import { createTrip, register, uniqueEmail } from './support';

// These journeys run against the server with META_PIXEL_ID and GOOGLE_MAPS_API_KEY set. The machines
// running them are offline, and no journey may reach Meta or Google anyway: the scripts are stand-ins
// served by page.route, the pixel's image beacons are answered here and counted.
test.use({ baseURL: E2E_SERVICES_URL });

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Meta's fbevents.js as far as the app sees it: it drains fbq's queue and sends each event as a beacon. */
const FAKE_FBEVENTS = `(() => {
  let pixelId = '';
  let sent = 0;
  const send = (args) => {
    if (args[0] === 'init') pixelId = args[1];
    // Each beacon's address is new, as the real one's are: an image already loaded is not asked again.
    if (args[0] === 'track') {
      sent += 1;
      new Image().src = 'https://www.facebook.com/tr/?id=' + pixelId + '&ev=' + args[1] + '&n=' + sent;
    }
  };
  const queued = window.fbq.queue;
  window.fbq.queue = { push: send };
  queued.forEach(send);
})();`;

/** The Maps JavaScript API's bootstrap with a places library that knows one place, then the callback. */
const fakeMapsApi = (callback: string) => `(() => {
  const prediction = {
    placeId: 'belem',
    text: { text: 'Torre de Belém, Lisboa, Portugal' },
    mainText: { text: 'Torre de Belém' },
    secondaryText: { text: 'Lisboa, Portugal' },
    toPlace() {
      const place = {
        location: null,
        displayName: null,
        async fetchFields() {
          place.location = { lat: () => 38.6916, lng: () => -9.216 };
          place.displayName = 'Torre de Belém';
          return { place };
        },
      };
      return place;
    },
  };
  const places = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions({ input }) {
        return { suggestions: input.toLowerCase().startsWith('torre') ? [{ placePrediction: prediction }] : [] };
      },
    },
  };
  window.google = { maps: { importLibrary: async (name) => (name === 'places' ? places : {}) } };
  window[${JSON.stringify(callback)}]();
})();`;

interface Outside {
  pixelScripts: number;
  pageViews: string[];
  mapsScripts: URL[];
}

async function interceptOutsideServices(page: Page): Promise<Outside> {
  const outside: Outside = { pixelScripts: 0, pageViews: [], mapsScripts: [] };
  await page.route('https://connect.facebook.net/**', (route) => {
    outside.pixelScripts += 1;
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_FBEVENTS });
  });
  await page.route('https://www.facebook.com/tr/**', (route) => {
    const url = new URL(route.request().url());
    outside.pageViews.push(`${url.searchParams.get('id')}:${url.searchParams.get('ev')}`);
    return route.fulfill({ contentType: 'image/gif', body: GIF });
  });
  await page.route('https://maps.googleapis.com/maps/api/js?**', (route) => {
    const url = new URL(route.request().url());
    outside.mapsScripts.push(url);
    return route.fulfill({
      contentType: 'text/javascript',
      body: fakeMapsApi(url.searchParams.get('callback') ?? ''),
    });
  });
  return outside;
}

const pageView = `${E2E_PIXEL_ID}:PageView`;

test('with META_PIXEL_ID the pixel starts and sends a PageView at start and on each route change, until the person opts out', async ({
  page,
}) => {
  const outside = await interceptOutsideServices(page);
  await register(page, 'Pietra Pixel', uniqueEmail('pixel-on'), 'senha-da-pietra');
  // One script; a PageView for /register at start, then one for each screen after signing up.
  expect(outside.pixelScripts).toBe(1);
  await expect.poll(() => outside.pageViews.length).toBeGreaterThanOrEqual(2);
  expect(new Set(outside.pageViews)).toEqual(new Set([pageView]));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const afterSignUp = outside.pageViews.length;

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Configurações da conta' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect.poll(() => outside.pageViews.length).toBe(afterSignUp + 1);
  expect(outside.pixelScripts).toBe(1);

  const allow = page.getByRole('switch', { name: 'Permitir o pixel de conversão (Meta)' });
  await expect(allow).toBeChecked();
  await allow.click();
  await expect(allow).not.toBeChecked();
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/account-settings');
  await expect(page.getByRole('switch', { name: 'Permitir o pixel de conversão (Meta)' })).not.toBeChecked();
  expect(outside.pixelScripts).toBe(1);
  expect(outside.pageViews).toHaveLength(afterSignUp + 1);
});

test('Do Not Track: the pixel is never asked for', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }),
  );
  const outside = await interceptOutsideServices(page);
  await register(page, 'Dora Discreta', uniqueEmail('pixel-dnt'), 'senha-da-dora');
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(outside.mapsScripts).not.toHaveLength(0);
  expect(outside.pixelScripts).toBe(0);
  expect(outside.pageViews).toEqual([]);
});

test('with GOOGLE_MAPS_API_KEY the app waits for Google Maps and place fields use Places autocomplete', async ({
  page,
}) => {
  const outside = await interceptOutsideServices(page);
  await register(page, 'Gil Google', uniqueEmail('places'), 'senha-do-gil');
  const script = outside.mapsScripts[0]!;
  expect(Object.fromEntries(script.searchParams)).toMatchObject({
    key: E2E_MAPS_KEY,
    language: 'pt-BR',
    libraries: 'places',
  });
  const tripId = await createTrip(page, 'Lisboa com Google');
  await page.goto(`/trips/${tripId}?tab=itinerary`);
  await page.getByRole('button', { name: /^Adicionar lugar em Dia 1 ·/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lugar').fill('Torre de Belém');
  await dialog.getByRole('combobox', { name: 'Ponto no mapa' }).fill('Torre');
  await page.getByRole('option', { name: 'Torre de Belém, Lisboa, Portugal' }).click();
  await expect(dialog.getByText(/No mapa em 38\.6916, -9\.2160/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar lugar' }).click();
  await expect(dialog).toBeHidden();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const trip = await page.request.get(`/api/trips/${tripId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (
    (await trip.json()) as { itinerary: { items: { placeName: string; lat: number; lon: number }[] }[] }
  ).itinerary.flatMap((day) => day.items);
  expect(items).toEqual([
    expect.objectContaining({ placeName: 'Torre de Belém', lat: 38.6916, lon: -9.216 }),
  ]);
});
