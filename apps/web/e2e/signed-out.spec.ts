import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { day, openTripPart, register, signIn, uniqueEmail } from './support';

// What a browser keeps once a session ends (issue 27): the offline copy, the service worker's caches and
// the storage of the page. The service worker is part of what is checked.
test.use({ serviceWorkers: 'allow' });

interface Person {
  name: string;
  email: string;
  password: string;
}

const person = (name: string, label: string): Person => ({
  name,
  email: uniqueEmail(label),
  password: `senha-${label}`,
});

async function registerByApi(page: Page, who: Person): Promise<{ token: string; userId: string }> {
  const res = await page.request.post('/api/auth/register', {
    data: { name: who.name, email: who.email, password: who.password, language: 'pt' },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; user: { _id: string } };
  return { token: body.token, userId: body.user._id };
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

async function call(page: Page, token: string, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await page.request[method](`/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return res.json();
}

async function tripOf(page: Page, token: string, title: string): Promise<string> {
  const trip = await call(page, token, 'post', '/trips', {
    title,
    destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
    startDate: day(40),
    endDate: day(42),
    budget: 'mid-range',
    interests: [],
    currency: 'EUR',
    notes: '',
  });
  return trip._id as string;
}

/** Everything of this origin a script can read: IndexedDB (every database and store), Cache Storage, Web Storage. */
async function browserKeeps(page: Page) {
  return page.evaluate(async () => {
    const ask = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const indexedDb: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await ask(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const objects = db.transaction(store, 'readonly').objectStore(store);
        indexedDb[`${name}/${store}`] = {
          keys: await ask(objects.getAllKeys()),
          values: await ask(objects.getAll()),
        };
      }
      db.close();
    }
    const cacheStorage: Record<string, Array<{ url: string; body: string }>> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cacheStorage[name] = [];
      for (const request of await cache.keys()) {
        // The precache is the app's own build (scripts, styles, icons): only its addresses are read.
        const body = name.startsWith('workbox-precache') ? '' : await (await cache.match(request))!.text();
        cacheStorage[name].push({ url: new URL(request.url).pathname + new URL(request.url).search, body });
      }
    }
    return {
      indexedDb,
      cacheStorage,
      localStorage: { ...localStorage } as Record<string, string>,
      sessionStorage: { ...sessionStorage } as Record<string, string>,
      cookie: document.cookie,
    };
  });
}
type Kept = Awaited<ReturnType<typeof browserKeeps>>;

/** What of an account is still in the browser: its words anywhere, an API answer or file in a cache, its keys. */
function leftovers(kept: Kept, words: string[]): string[] {
  const found: string[] = [];
  const places: Array<[string, unknown]> = [
    ...Object.entries(kept.indexedDb).map(
      ([where, content]) => [`IndexedDB ${where}`, content] as [string, unknown],
    ),
    ...Object.entries(kept.cacheStorage).map(
      ([where, content]) => [`cache ${where}`, content] as [string, unknown],
    ),
    ['localStorage', kept.localStorage],
    ['sessionStorage', kept.sessionStorage],
    ['cookie', kept.cookie],
  ];
  for (const [where, content] of places) {
    const text = JSON.stringify(content).toLowerCase();
    for (const word of words) if (text.includes(word.toLowerCase())) found.push(`${where} holds “${word}”`);
  }
  for (const [name, entries] of Object.entries(kept.cacheStorage)) {
    for (const { url } of entries) {
      // The run-time configuration is the same for everyone; every other API answer is someone's.
      if (url.startsWith('/api/') && url !== '/api/config') found.push(`cache ${name} holds ${url}`);
    }
  }
  // The device's own preferences stay: the interface language, the theme, the tracking opt-out.
  for (const key of Object.keys(kept.localStorage)) {
    if (!['i18nextLng', 'themeMode', 'trilha.pixelOptOut'].includes(key))
      found.push(`localStorage key ${key}`);
  }
  for (const key of Object.keys(kept.sessionStorage)) found.push(`sessionStorage key ${key}`);
  return found;
}

/**
 * The saved copy is written a second after each change, so a write the page scheduled before signing out
 * would land a second later: the page's clock is moved past that, then the browser is read until the
 * deletes are done (a write already scheduled is read by then, as IndexedDB runs transactions in order).
 */
async function expectNothingLeftOf(page: Page, words: string[]) {
  await page.clock.fastForward(5000);
  await expect.poll(async () => leftovers(await browserKeeps(page), words), { timeout: 15_000 }).toEqual([]);
}

const photo = async () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();

test('signing out leaves nothing of the account in the browser, and the next person sees none of it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const ana = person('Ana Sigilosa', 'ana-sigilo');
  const bruno = person('Bruno Seguinte', 'bruno-depois');
  await register(page, ana.name, ana.email, ana.password);
  const anaToken = await tokenOf(page);
  const anaId = (await call(page, anaToken, 'get', '/auth/me'))._id as string;
  const tripId = await tripOf(page, anaToken, 'Segredos de Sintra');
  const pedro = await call(page, anaToken, 'post', `/trips/${tripId}/participants`, {
    name: 'Pedro Confidente',
  });
  await call(page, anaToken, 'post', `/trips/${tripId}/expenses`, {
    description: 'Jantar reservado',
    amount: 48,
    currency: 'EUR',
    category: 'food',
    date: day(40),
    paidBy: pedro._id,
    division: 'equal',
    participants: [{ participantId: pedro._id }],
  });
  const upload = await page.request.post(`/api/trips/${tripId}/photos`, {
    headers: { authorization: `Bearer ${anaToken}` },
    multipart: { file: { name: 'sintra.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
  });
  expect(upload.status()).toBe(201);
  const anaWords = [ana.email, ana.name, anaId, 'Segredos de Sintra', 'Pedro Confidente', 'Jantar reservado'];

  // Ana reads her trip: its finances, its people and its photos fill the saved copy and the worker's cache.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(`/trips/${tripId}/expense-detail`);
  await expect(page.getByText('Jantar reservado').first()).toBeVisible();
  await page.goto(`/trips/${tripId}`);
  await openTripPart(page, 'users');
  await expect(page.getByText(ana.email)).toBeVisible();
  await openTripPart(page, 'photos');
  await expect(page.getByRole('list', { name: 'Fotos' }).locator('img')).toHaveCount(1);
  await openTripPart(page, 'overview');
  await expect
    .poll(async () => leftovers(await browserKeeps(page), anaWords).join('\n'), { timeout: 15_000 })
    .toMatch(
      /IndexedDB keyval-store\/keyval holds “Jantar reservado”[\s\S]*cache trilha-api-[\w-]+ holds \/api\/trips/,
    );
  await page.screenshot({ path: '/tmp/t27-signed-in-1280.png' });

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNothingLeftOf(page, anaWords);
  await page.screenshot({ path: '/tmp/t27-signed-out-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/t27-signed-out-360.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The next person on this browser: their own trips, online and offline, and nothing of Ana's.
  const brunoSession = await registerByApi(page, bruno);
  await tripOf(page, brunoSession.token, 'Praias do Bruno');
  await signIn(page, bruno.email, bruno.password);
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('link', { name: /Praias do Bruno/ })).toBeVisible();
  await expect(page.getByText('Segredos de Sintra')).toHaveCount(0);
  await expect
    .poll(async () => JSON.stringify((await browserKeeps(page)).indexedDb), { timeout: 15_000 })
    .toContain('Praias do Bruno');
  expect(
    leftovers(await browserKeeps(page), anaWords).filter((found) => !found.startsWith('localStorage key')),
  ).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /Praias do Bruno/ })).toBeVisible();
  await expect(page.getByText('Segredos de Sintra')).toHaveCount(0);
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByText('Segredos de Sintra')).toHaveCount(0);
  await expect(page.getByText('Jantar reservado')).toHaveCount(0);
  await context.setOffline(false);
});

test('a session the server ends (an expired token) leaves nothing of the account either', async ({
  page,
}) => {
  await page.clock.install();
  const carla = person('Carla Expirada', 'carla-expira');
  await register(page, carla.name, carla.email, carla.password);
  const token = await tokenOf(page);
  const tripId = await tripOf(page, token, 'Vinhas do Douro');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Vinhas do Douro' })).toBeVisible();
  await expect
    .poll(async () => JSON.stringify((await browserKeeps(page)).indexedDb), { timeout: 15_000 })
    .toContain('Vinhas do Douro');

  // The server's session is over: the next call (the contacts, read when their tab opens) meets the
  // expired-token refusal of API.md.
  await page.route(`**/api/trips/${tripId}/contacts`, (route) =>
    route.fulfill({
      status: 401,
      json: {
        statusCode: 401,
        code: 'TOKEN_EXPIRED',
        error: 'Unauthorized',
        message: 'El token ha expirado',
      },
    }),
  );
  await openTripPart(page, 'contacts', { check: false });
  await expect(page).toHaveURL(/\/login$/);
  await expectNothingLeftOf(page, [carla.email, carla.name, 'Vinhas do Douro']);
});

test('back online with an expired session, the changes made offline are deleted with it, and /login says so', async ({
  page,
  context,
}) => {
  await page.clock.install();
  const fabio = person('Fábio Viajante', 'fabio-volta');
  await register(page, fabio.name, fabio.email, fabio.password);
  const tripId = await tripOf(page, await tokenOf(page), 'Trilhos da Madeira');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto(`/trips/${tripId}?tab=tips`);
  await expect(page.getByRole('button', { name: 'Adicionar dica' }).first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar dica' }).first().click();
  const tipDialog = page.getByRole('dialog');
  await tipDialog.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Transporte' }).click();
  await tipDialog.getByLabel('Dica').fill('Levada do Rei ao amanhecer');
  await tipDialog.getByRole('button', { name: 'Adicionar dica' }).click();
  await expect(page.getByRole('status', { name: 'Aguardando envio' })).toBeVisible();

  // Meanwhile the session expired: the tip goes out with the old token and meets the refusal of API.md.
  await page.route(`**/api/trips/${tripId}/tips`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 401,
          json: {
            statusCode: 401,
            code: 'TOKEN_EXPIRED',
            error: 'Unauthorized',
            message: 'El token ha expirado',
          },
        })
      : route.fallback(),
  );
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'Sua sessão terminou. 1 alteração feita sem conexão não chegou a ser enviada e foi apagada deste aparelho com os seus dados.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/t27-session-ended-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/t27-session-ended-360.png' });
  await expectNothingLeftOf(page, [fabio.email, fabio.name, 'Trilhos da Madeira', 'Levada do Rei']);
});

test('a trip opened on the first visit reads offline after a reload', async ({ page, context }) => {
  const dora = person('Dora Primeira', 'dora-primeira');
  const { token } = await registerByApi(page, dora);
  const tripId = await tripOf(page, token, 'Rota do Primeiro Dia');

  // The browser's first visit: sign in, open the trip from the list.
  await page.goto('/login');
  await signIn(page, dora.email, dora.password);
  await page.getByRole('link', { name: /Rota do Primeiro Dia/ }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
  await expect(page.getByRole('heading', { name: 'Rota do Primeiro Dia' })).toBeVisible();
  await expect
    .poll(async () => JSON.stringify((await browserKeeps(page)).indexedDb), { timeout: 15_000 })
    .toContain('Rota do Primeiro Dia');
  // The worker installed (what it keeps at install is in place once it is active).
  await page.evaluate(() => navigator.serviceWorker.ready);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rota do Primeiro Dia' })).toBeVisible();
  await expect(page.getByText(/Não foi possível falar com o servidor/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/t27-offline-first-visit-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/t27-offline-first-visit-360.png', fullPage: true });
  await context.setOffline(false);
});

test('signing out in one tab signs the other tabs out, and none of them writes the account back', async ({
  page,
  context,
}) => {
  await context.clock.install();
  const eva = person('Eva Duas Abas', 'eva-abas');
  await register(page, eva.name, eva.email, eva.password);
  const tripId = await tripOf(page, await tokenOf(page), 'Ilhas Gregas da Eva');
  const other = await context.newPage();
  await other.goto(`/trips/${tripId}`);
  await expect(other.getByRole('heading', { name: 'Ilhas Gregas da Eva' })).toBeVisible();
  await page.goto(`/trips/${tripId}?tab=tips`);
  await expect(page.getByRole('button', { name: 'Adicionar dica' }).first()).toBeVisible();
  await expect
    .poll(async () => JSON.stringify((await browserKeeps(other)).indexedDb), { timeout: 15_000 })
    .toContain('Ilhas Gregas da Eva');

  // A tip written offline waits to be sent: signing out would delete it, so the app asks first.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar dica' }).first().click();
  const tipDialog = page.getByRole('dialog');
  await tipDialog.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Transporte' }).click();
  await tipDialog.getByLabel('Dica').fill('Balsa para Milos às sete');
  await tipDialog.getByRole('button', { name: 'Adicionar dica' }).click();
  await expect(page.getByRole('status', { name: 'Aguardando envio' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  const ask = page.getByRole('dialog', { name: 'Sair sem enviar suas alterações?' });
  await expect(ask).toContainText(
    '1 alteração feita sem conexão ainda não foi enviada. Ao sair, ela é apagada deste aparelho com os seus dados.',
  );
  await page.screenshot({ path: '/tmp/t27-unsent-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/t27-unsent-360.png' });
  await ask.getByRole('button', { name: 'Sair e descartar' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Ilhas Gregas da Eva')).toHaveCount(0);
  await expectNothingLeftOf(other, [eva.email, eva.name, 'Ilhas Gregas da Eva', 'Balsa para Milos']);
  await context.setOffline(false);
});
