import { expect, test, type Page } from '@playwright/test';
import { createTrip, day, openTripPart, uniqueEmail, signUp } from './support';

const SHOTS = '/work/wt/shots';

async function post(page: Page, tripId: string, path: string, data: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post(`/api/trips/${tripId}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), path).toBe(201);
}

/** A trip that began yesterday: a stay over it, three things today, a flight tomorrow, a number to call. */
async function tripInProgress(page: Page) {
  const tripId = await createTrip(page, 'Lisboa agora mesmo, com os amigos de sempre', {
    startIn: -1,
    days: 4,
  });
  await post(page, tripId, '/bookings', {
    accommodationName: 'Hotel Alfama',
    checkIn: day(-1),
    checkOut: day(3),
    address: 'Rua dos Remédios 12, Lisboa',
    lat: 38.7116,
    lon: -9.1296,
  });
  await post(page, tripId, '/itinerary', { date: day(0), timeOfDay: 'night', placeName: 'Fado na Mouraria' });
  await post(page, tripId, '/itinerary', {
    date: day(0),
    timeOfDay: 'morning',
    placeName: 'Castelo de São Jorge',
    lat: 38.7139,
    lon: -9.1335,
  });
  await post(page, tripId, '/tours', {
    name: 'Elétrico 28',
    date: day(0),
    time: '14:30',
    location: 'Martim Moniz',
    lat: 38.7155,
    lon: -9.1365,
  });
  await post(page, tripId, '/flights', {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 1944',
    departure: { airport: 'LIS', time: `${day(1)}T10:30`, terminal: '1' },
    arrival: { airport: 'OPO', time: `${day(1)}T11:25` },
    passengers: [{ name: 'Rita Rocha', seat: '12A' }],
  });
  await post(page, tripId, '/contacts', { name: 'Seguro viagem', type: 'phone', value: '+351 21 000 0000' });
  return tripId;
}

test('at 360 px the trip opens on Today, with the plan on the first screen and the sections at the thumb', async ({
  page,
}) => {
  // A long journey (a trip of six items made, two widths, five parts opened): more than the default minute.
  test.setTimeout(180_000);
  await signUp(page, 'Rita Rocha', uniqueEmail('today'), 'senha-da-rita');
  const tripId = await tripInProgress(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/trips/${tripId}`);
  // The first visit loads the trip screen's code: on a busy machine that takes a while.
  await expect(
    page.getByRole('heading', { name: 'Lisboa agora mesmo, com os amigos de sempre' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');

  // Today's plan, in time order, starts above the fold (and above the bottom bar).
  const plan = page.getByRole('list', { name: 'O plano de hoje' });
  const rows = plan.getByRole('listitem');
  await expect(rows.filter({ hasText: 'Fado na Mouraria' })).toBeVisible();
  const order = await rows.allInnerTexts();
  const rowOf = (name: string) => order.findIndex((row) => row.includes(name));
  expect(rowOf('Castelo de São Jorge')).toBeGreaterThanOrEqual(0);
  expect(rowOf('Elétrico 28')).toBeGreaterThan(rowOf('Castelo de São Jorge'));
  expect(rowOf('Fado na Mouraria')).toBeGreaterThan(rowOf('Elétrico 28'));
  // The castle and the tram stop have a point: the walk between them (an estimate: no ROUTING_URL here).
  await expect(plan.getByText(/^≈ .* a pé \(estimativa\)$/)).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Seções da viagem' });
  const barTop = (await bar.boundingBox())!.y;
  expect(barTop).toBeGreaterThan(600);
  expect((await rows.nth(0).boundingBox())!.y).toBeLessThan(barTop);

  const next = page.getByRole('region', { name: 'Próximo voo' });
  await expect(next.getByText('TP 1944 · LIS → OPO')).toBeVisible();
  await expect(next.getByText('12A')).toBeVisible();
  await expect(next.getByText(/^10:30 · .* · terminal 1$/)).toBeVisible();
  const tonight = page.getByRole('region', { name: 'Esta noite' });
  await expect(tonight.getByText('Hotel Alfama', { exact: true })).toBeVisible();
  await expect(tonight.getByRole('link', { name: 'Hotel Alfama no mapa' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=38\.7116&mlon=-9\.1296/,
  );
  await expect(
    page.getByRole('link', { name: 'Ligar para Seguro viagem (+351 21 000 0000)' }),
  ).toHaveAttribute('href', 'tel:+351210000000');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/t29-shell-today-360.png` });
  await page.screenshot({ path: `${SHOTS}/t29-shell-today-360-full.png`, fullPage: true });

  // The bottom bar: the bookings open on the flights.
  await bar.getByRole('button', { name: 'Reservas' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=flights$`));
  await expect(bar.getByRole('button', { name: 'Reservas' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('TP 1944').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/t29-shell-bookings-360.png` });
  await openTripPart(page, 'checklist');
  await openTripPart(page, 'contacts');
  await expect(page.getByText('Seguro viagem')).toBeVisible();

  // The header's actions sit in one menu.
  await expect(page.getByRole('button', { name: 'Compartilhar viagem' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mais ações' }).click();
  const actions = page.getByRole('group', { name: 'Ações da viagem' });
  await expect(actions.getByRole('button', { name: 'Compartilhar viagem' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Editar viagem' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/t29-shell-actions-360.png` });
});

test('at 1280 px the sections are tabs under a compact header, and before the trip it says what is unbooked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'Saulo Souza', uniqueEmail('before'), 'senha-do-saulo');
  const tripId = await createTrip(page, 'Porto na primavera', { startIn: 20, days: 4 });
  await post(page, tripId, '/bookings', {
    accommodationName: 'Casa da Ribeira',
    checkIn: day(20),
    checkOut: day(22),
    address: 'Cais da Ribeira 5, Porto',
  });
  await page.goto(`/trips/${tripId}`);
  // The first visit loads the trip screen's code: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: 'Porto na primavera' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute('aria-selected', 'true');
  const countdown = page.getByRole('region', { name: /^Faltam \d+ dias$/ });
  const gaps = countdown.getByRole('list', { name: 'Ainda sem reserva' });
  await expect(gaps.getByText('1 noite sem hospedagem')).toBeVisible();
  await expect(gaps.getByText('2 dias sem planos')).toBeVisible();
  await expect(gaps.getByText('Nenhum voo adicionado')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Primeira hospedagem' }).getByText('Casa da Ribeira', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/t29-shell-overview-1280.png` });

  await gaps.getByRole('link', { name: 'Adicionar voo' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=flights$`));
  await expect(page.getByRole('tab', { name: 'Reservas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Voos' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('tablist', { name: 'Seções da viagem' })
    .getByRole('tab', { name: 'Finanças' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=finances$`));
  // The old tab keys still land on their part.
  await page.goto(`/trips/${tripId}?tab=users`);
  await expect(page.getByRole('heading', { name: 'Porto na primavera' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Mais' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Pessoas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Compartilhar viagem' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/t29-shell-people-1280.png` });

  // At 360 px, before the trip, the countdown card is on the first screen.
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Porto na primavera' })).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 360, height: 740 });
  const card = page.getByRole('region', { name: /^Faltam \d+ dias$/ });
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.y).toBeLessThan(500);
  await page.screenshot({ path: `${SHOTS}/t29-shell-overview-360.png` });
});
