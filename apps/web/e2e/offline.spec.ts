import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_RELEASE_URL, E2E_RELEASE_WEB_DIR } from './playwright.config';
import { createTrip, day, openTripPart, register, uniqueEmail } from './support';

// The service worker is what makes a reload without a connection work at all.
test.use({ serviceWorkers: 'allow' });

const PARTS = [
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
] as const;

async function api(page: Page, method: 'get' | 'post', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request[method](`/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.ok(), `${method} ${url}`).toBe(true);
  return res.json();
}

/** Waits until the person's saved queries (IndexedDB, saved a second after each change) hold `text`. */
async function savedOnDevice(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onsuccess = () => {
                const store = open.result.transaction('keyval').objectStore('keyval');
                const all = store.getAll();
                all.onsuccess = () => resolve(JSON.stringify(all.result));
                all.onerror = () => resolve('');
              };
              open.onerror = () => resolve('');
            }),
        ),
      { timeout: 15_000 },
    )
    .toContain(text);
}

test('a trip opened once reads offline after a reload, and a tick and an expense made offline reach the server', async ({
  page,
  context,
}) => {
  // A long journey: online, offline through every tab, the calendar, and back online.
  test.setTimeout(180_000);
  await register(page, 'Olga Offline', uniqueEmail('offline'), 'senha-da-olga');
  const start = day(20);
  const tripId = await createTrip(page, 'Açores sem sinal', { days: 3, startIn: 20 });
  const group = await api(page, 'post', `/trips/${tripId}/checklist`, { name: 'Documentos' });
  await api(page, 'post', `/trips/${tripId}/checklist/${group._id}/items`, { text: 'Passaporte' });
  await api(page, 'post', `/trips/${tripId}/itinerary`, {
    date: start,
    timeOfDay: 'morning',
    placeName: 'Lagoa das Sete Cidades',
  });
  await api(page, 'post', `/trips/${tripId}/tips`, { category: 'money', text: 'Leve dinheiro trocado' });

  // Installable: the manifest the page links to, its icons, and a service worker with a fetch handler.
  await page.goto('/trips');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({
    name: 'Trilha',
    short_name: 'Trilha',
    start_url: '/trips',
    display: 'standalone',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry: { sizes: string; purpose?: string }) => entry.sizes === size);
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((entry: { purpose?: string }) => entry.purpose === 'maskable')).toBe(true);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { script: ready.active?.scriptURL, scope: ready.scope };
  });
  expect(registration.script).toMatch(/\/sw\.js$/);
  expect(registration.scope).toMatch(/\/$/);
  expect(await (await page.request.get('/sw.js')).text()).toMatch(/addEventListener\(\s*[`"']fetch[`"']/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // While the list is open it reads the calendar's months ahead (this one, the next, the upcoming trips').
  await savedOnDevice(page, '\\"calendar\\",\\"range\\"');

  // Online: the trip page and its day view, once.
  await page.goto(`/trips/${tripId}?tab=checklist`);
  await expect(page.getByRole('checkbox', { name: 'Passaporte' })).toBeVisible();
  await page.goto(`/trips/${tripId}/day/${start}`);
  await expect(page.getByText('Lagoa das Sete Cidades').first()).toBeVisible();
  await savedOnDevice(page, 'Lagoa das Sete Cidades');
  await savedOnDevice(page, 'Passaporte');

  // Offline, and the page reloaded: the app starts from the service worker and the saved data.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Sem conexão — mostrando o que foi salvo às \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByText('Lagoa das Sete Cidades').first()).toBeVisible();

  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Açores sem sinal' })).toBeVisible();
  for (const part of PARTS) {
    await openTripPart(page, part);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Carregando...')).toHaveCount(0, { timeout: 5000 });
    await expect(page.getByText('Não foi possível mostrar esta seção')).toHaveCount(0);
  }
  await openTripPart(page, 'itinerary');
  await expect(page.getByText('Lagoa das Sete Cidades').first()).toBeVisible();

  // What needs the server says so instead of failing.
  await expect(page.getByRole('button', { name: 'Compartilhar viagem' })).toBeDisabled();
  await openTripPart(page, 'tips');
  const editTip = page.getByRole('button', { name: 'Editar dica “Leve dinheiro trocado”' });
  await expect(editTip).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Adicionar dica' })).toBeEnabled();
  const reason = 'Precisa de conexão: volta a funcionar quando você estiver online.';
  await expect(editTip.locator('xpath=..')).toHaveAttribute('aria-label', reason);
  await editTip.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await page.screenshot({ path: '/tmp/h21-offline-tips-1280.png' });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/h21-offline-tips-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A tick and an expense, queued and shown as pending.
  await openTripPart(page, 'checklist');
  await page.getByRole('checkbox', { name: 'Passaporte' }).click();
  await expect(page.getByRole('checkbox', { name: 'Passaporte' })).toBeChecked();
  // Pending on its own item, in the list where it was ticked.
  const passport = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: 'Passaporte' }) });
  await expect(passport.getByText('Pendente', { exact: true })).toBeVisible();
  await page.goto(`/trips/${tripId}/add-expense`);
  await page.getByLabel('Descrição').fill('Táxi do aeroporto');
  await page.getByLabel('Valor').fill('25');
  await page.getByRole('button', { name: 'Adicionar despesa' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=finances`));
  const pending = page.getByRole('status', { name: 'Aguardando envio' });
  await expect(pending).toContainText('2 alterações aguardando envio');
  // The expense shows as pending where it will land: on the finances tab and in the list of expenses.
  const waitingExpense = page.getByRole('list', { name: 'Aguardando envio' }).getByRole('listitem');
  await expect(waitingExpense).toHaveText(/^Gasto “Táxi do aeroporto” de €\s?25,00\s*Pendente$/);
  await page.screenshot({ path: '/tmp/h21-offline-finances-1280.png', fullPage: true });
  await page.goto(`/trips/${tripId}/expense-detail`);
  const expenseRow = page.getByRole('list', { name: 'Despesas' }).getByRole('listitem');
  await expect(expenseRow.filter({ hasText: 'Táxi do aeroporto' })).toContainText('Pendente');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/h21-offline-expenses-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The calendar's month reads from what the trip list read ahead.
  await page.goto(`/calendar?date=${start}`);
  await expect(page.getByRole('link', { name: 'Açores sem sinal' }).first()).toBeVisible();
  await expect(page.getByText('Isto não foi salvo neste aparelho.', { exact: false })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h21-offline-calendar-1280.png' });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/h21-offline-calendar-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/trips/${tripId}?tab=finances`);
  // The page has read its queue back before the connection returns: otherwise "none pending" below could
  // be read off a page still starting, before the changes were sent.
  await expect(pending).toContainText('2 alterações aguardando envio');

  // Back online: both go out, in order, and the server has them.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Sem conexão/)).toHaveCount(0);
  const checklist = await api(page, 'get', `/trips/${tripId}/checklist`);
  expect(checklist[0].items).toEqual([expect.objectContaining({ text: 'Passaporte', done: true })]);
  const expenses = await api(page, 'get', `/trips/${tripId}/expenses`);
  expect(expenses).toEqual([expect.objectContaining({ description: 'Táxi do aeroporto', amount: 25 })]);
});

test.describe('on the release server', () => {
  // The server with its own copy of the built app: the release this test publishes reaches no other journey.
  test.use({ baseURL: E2E_RELEASE_URL });

  test('a new release is offered as "a new version is available", and reloading runs its service worker', async ({
    page,
  }) => {
    await register(page, 'Ulisses Update', uniqueEmail('update'), 'senha-do-ulisses');
    await page.goto('/trips');
    // The worker installs by caching the whole release first: on a busy machine that takes more than 10 s.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(first).toMatch(/\/sw\.js$/);
    await expect(page.getByText('Uma nova versão do Trilha está disponível.')).toHaveCount(0);

    // A new release: the release server's copy of sw.js changes (and is put back afterwards, for a retry).
    const swFile = path.join(E2E_RELEASE_WEB_DIR, 'sw.js');
    const released = await readFile(swFile, 'utf8');
    try {
      await writeFile(swFile, `${released}\n// a later release ${Date.now()}\n`);
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      // The app looks for a release hourly and on each visit; here it is asked at once.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByText('Uma nova versão do Trilha está disponível.')).toBeVisible({
        timeout: 15_000,
      });
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
      ).toBe(true);
      await page.screenshot({ path: '/tmp/h21-update-prompt-1280.png' });

      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Recarregar' }).click();
      // The page reloads once the new worker controls it: no worker waits any more, and the prompt is gone.
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
        undefined,
      );
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return {
              waiting: registration?.waiting === null,
              controlled: navigator.serviceWorker.controller?.state,
            };
          }),
        )
        .toEqual({ waiting: true, controlled: 'activated' });
      await expect(page.getByText('Uma nova versão do Trilha está disponível.')).toHaveCount(0);
      expect(await (await page.request.get('/sw.js')).text()).toContain('a later release');
    } finally {
      await writeFile(swFile, released);
    }
  });
});
