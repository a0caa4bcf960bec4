import { expect, test, type Page } from '@playwright/test';
import { createTrip, day, register, uniqueEmail } from './support';

// The service worker is what makes a reload without a connection work at all.
test.use({ serviceWorkers: 'allow' });

const TABS = [
  'Visão geral',
  'Detalhes',
  'Roteiro',
  'Voos',
  'Hospedagem',
  'Passeios',
  'Checklist',
  'Dicas de viagem',
  'Finanças',
  'Linha do tempo',
  'Pessoas',
  'Contatos',
  'Fotos',
];

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
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Carregando…')).toHaveCount(0, { timeout: 5000 });
    await expect(page.getByText('Não foi possível mostrar esta seção')).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Roteiro' }).click();
  await expect(page.getByText('Lagoa das Sete Cidades').first()).toBeVisible();

  // What needs the server says so instead of failing.
  await expect(page.getByRole('button', { name: 'Compartilhar viagem' })).toBeDisabled();

  // A tick and an expense, queued and shown as pending.
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await page.getByRole('checkbox', { name: 'Passaporte' }).click();
  await expect(page.getByRole('checkbox', { name: 'Passaporte' })).toBeChecked();
  await expect(page.getByText('Pendente')).toBeVisible();
  await page.goto(`/trips/${tripId}/add-expense`);
  await page.getByLabel('Descrição').fill('Táxi do aeroporto');
  await page.getByLabel('Valor').fill('25');
  await page.getByRole('button', { name: 'Adicionar despesa' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=finances`));
  const pending = page.getByRole('status', { name: 'Aguardando envio' });
  await expect(pending.getByRole('listitem')).toHaveText([
    'Marcou “Passaporte” no checklist',
    /^Gasto “Táxi do aeroporto” de €\s?25,00$/,
  ]);
  await page.screenshot({ path: '/tmp/h7-offline-pending.png' });

  // Back online: both go out, in order, and the server has them.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Sem conexão/)).toHaveCount(0);
  const checklist = await api(page, 'get', `/trips/${tripId}/checklist`);
  expect(checklist[0].items).toEqual([expect.objectContaining({ text: 'Passaporte', done: true })]);
  const expenses = await api(page, 'get', `/trips/${tripId}/expenses`);
  expect(expenses).toEqual([expect.objectContaining({ description: 'Táxi do aeroporto', amount: 25 })]);
});
