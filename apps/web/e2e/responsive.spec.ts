import { expect, test, type Page, type Request } from '@playwright/test';
import { createTrip, day, openInApp, register, uniqueEmail, signUp } from './support';

test('on a 360 px phone the shell fits and the menu opens', async ({ page }) => {
  await register(page, 'Elisa Prado', uniqueEmail('phone'), 'senha-da-elisa');
  await expect(page.getByRole('heading', { name: 'Minhas viagens' })).toBeVisible();
  // The level box is for wide screens only; the avatar and the menu stay.
  await expect(page.getByText('0 / 500 pontos')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByText('Elisa Prado')).toBeVisible();
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

/** Every screen a traveller can open, with a trip holding a flight, a stay, a tour and a place. */
async function everyScreen(page: Page): Promise<string[]> {
  const tripId = await createTrip(page, 'Uma semana em Lisboa com os amigos de sempre', { days: 7 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`/api/trips/${tripId}${path}`, { headers, data });
    expect(res.status(), path).toBe(201);
    return (await res.json())._id as string;
  };
  const flightId = await post('/flights', {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 1947',
    departure: { airport: 'GRU', time: `${day(39)}T22:00` },
    arrival: { airport: 'LIS', time: `${day(40)}T11:40` },
    confirmationCode: 'LISBOA7',
  });
  const bookingId = await post('/bookings', {
    accommodationName: 'Hotel Avenida Palace com um nome bem comprido',
    checkIn: day(40),
    checkOut: day(46),
    address: 'Rua 1º de Dezembro, 123, Lisboa',
    price: '1234.56',
  });
  await post('/tours', { name: 'Passeio de elétrico pela Alfama', date: day(41), location: 'Alfama' });
  await post('/itinerary', { date: day(41), timeOfDay: 'morning', placeName: 'Mosteiro dos Jerónimos' });
  const trip = `/trips/${tripId}`;
  const tabs = [
    'overview',
    'details',
    'itinerary',
    'flights',
    'bookings',
    'tours',
    'checklist',
    'tips',
    'finances',
    'timeline',
    'users',
    'contacts',
    'photos',
    'map',
  ];
  return [
    '/trips',
    '/plan-trip',
    `/plan-trip/${tripId}`,
    '/trip-wizard',
    trip,
    ...tabs.map((tab) => `${trip}?tab=${tab}`),
    `${trip}/day/${day(41)}`,
    `${trip}/summary`,
    `${trip}/flight`,
    `${trip}/add-flight`,
    `${trip}/edit-flight/${flightId}`,
    `${trip}/booking`,
    `${trip}/add-booking`,
    `${trip}/booking/${bookingId}/edit`,
    `${trip}/add-tour`,
    `${trip}/add-expense`,
    `${trip}/expense-overview`,
    `${trip}/expense-detail`,
    '/calendar',
    '/profile',
    '/notifications',
    '/account-settings',
    '/feedback',
    '/about',
    '/support',
    '/premium',
    '/premium/cancel',
    '/no/such/page',
  ];
}

/**
 * Resolves once the page has no request in flight (scripts, styles and API calls; the live notification
 * stream stays open by design) and none started in the last two animation frames: the screen's chunk
 * and its data have arrived and React has rendered them.
 */
function quietNetwork(page: Page) {
  const pending = new Set<Request>();
  const counted = (request: Request) => !request.url().endsWith('/api/notifications/stream');
  page.on('request', (request) => counted(request) && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    for (let quietChecks = 0; quietChecks < 2;) {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      quietChecks = pending.size === 0 ? quietChecks + 1 : 0;
    }
  };
}

test('no screen scrolls sideways, on a 360 px phone or a 1280 px desktop', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, 'Rafaela Albuquerque de Vasconcelos', uniqueEmail('largura'), 'senha-da-rafaela');
  const screens = await everyScreen(page);
  const settled = quietNetwork(page);
  const wide: string[] = [];
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(screens[0]!);
  // Each screen opens once, inside the app, and is measured at both widths: the layout follows the
  // window's width live (media queries), as when a person turns a tablet or resizes a window.
  for (const path of screens) {
    await page.setViewportSize({ width: 360, height: 800 });
    await openInApp(page, path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('main').first()).toBeVisible();
    await settled();
    // The router followed: every screen is a real one, and the last, made-up path is the not-found page.
    const notFound = page.getByRole('heading', { name: 'Página não encontrada' });
    if (path === '/no/such/page') await expect(notFound).toBeVisible();
    else await expect(notFound).toBeHidden();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // React re-renders on the media query's change; a part shown only at this width (the map beside
      // the plan) loads its chunk and data first.
      await settled();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
    }
  }
  expect(wide, 'screens wider than the window').toEqual([]);
});
