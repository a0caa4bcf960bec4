import { expect, test, type Page } from '@playwright/test';
import { createTrip, day, uniqueEmail, fillDate, fillDateTime, fillTime, signUp, openInApp } from './support';

async function pickAirport(page: Page, label: string, code: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

const TICKET = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a flight in three steps with passengers, bags and a ticket; a stay and a tour, booked; the day view', async ({
  page,
}) => {
  await signUp(page, 'Vera Viajante', uniqueEmail('travel'), 'senha-da-vera');
  const tripId = await createTrip(page, 'Lisboa com voo', { days: 5 });

  // Step 1: the flight's details, airports picked from the list, local times as on the ticket.
  await openInApp(page, `/trips/${tripId}/add-flight`);
  await page.getByLabel('Companhia aérea').fill('TAP Air Portugal');
  await page.getByLabel('Número do voo').fill('TP 88');
  await pickAirport(page, 'Aeroporto de partida', 'GRU');
  await fillDateTime(page.getByRole('group', { name: 'Partida (horário local)' }), `${day(39)}T22:00`);
  await pickAirport(page, 'Aeroporto de chegada', 'LIS');
  await fillDateTime(page.getByRole('group', { name: 'Chegada (horário local)' }), `${day(40)}T11:05`);
  await page.getByLabel('Código de confirmação').fill('ABC123');
  await page.getByRole('button', { name: 'Avançar' }).click();

  // Step 2: two passengers with seats, two bags.
  for (const [index, [name, seat]] of [
    ['Vera Viajante', '12A'],
    ['Rui Viajante', '12B'],
  ].entries()) {
    await page.getByRole('button', { name: 'Adicionar passageiro' }).click();
    const row = page.getByRole('group', { name: `Passageiro ${index + 1}` });
    await row.getByLabel('Nome').fill(name!);
    await row.getByLabel('Assento').fill(seat!);
  }
  for (const [index, [type, weight, quantity]] of [
    ['Bagagem despachada', '23', '2'],
    ['Bagagem de mão', '8.5', '1'],
  ].entries()) {
    await page.getByRole('button', { name: 'Adicionar bagagem' }).click();
    const row = page.getByRole('group', { name: `Volume ${index + 1}` });
    await row.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await row.getByLabel('Peso (kg)').fill(weight!);
    await row.getByLabel('Quantidade').fill(quantity!);
  }
  await page.getByRole('button', { name: 'Avançar' }).click();

  // Step 3: review, then save.
  await expect(page.getByText('Rui Viajante')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar voo' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=flights`));
  const card = page.getByRole('listitem').filter({ hasText: 'TP 88' });
  await expect(card.getByText('22:00')).toBeVisible();
  await expect(card.getByText('11:05')).toBeVisible();
  // 22:00 in São Paulo (UTC−3) to 11:05 in Lisbon: the duration depends on Lisbon's offset that day.
  await expect(card.getByText(/(10|9) h 05 min/)).toBeVisible();
  await expect(card.getByText('Rui Viajante · assento 12B')).toBeVisible();

  // The ticket: attached, then downloaded back.
  await card.getByLabel('PDF do bilhete do voo TP 88').setInputFiles({
    name: 'bilhete-tp88.pdf',
    mimeType: 'application/pdf',
    buffer: TICKET,
  });
  const downloadButton = card.getByRole('button', { name: 'Baixar o bilhete bilhete-tp88.pdf' });
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('bilhete-tp88.pdf');
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

  // A stay, marked booked.
  await openInApp(page, `/trips/${tripId}/add-booking`);
  await page.getByLabel('Acomodação').fill('Hotel Alfama');
  await fillDate(page.getByRole('group', { name: /^Check-in/ }), day(40));
  await fillDate(page.getByRole('group', { name: /^Check-out/ }), day(43));
  await page.getByLabel('Preço (opcional)').fill('450,50');
  await page.getByRole('button', { name: 'Adicionar hospedagem' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=bookings`));
  await expect(page.getByText('3 noites')).toBeVisible();
  const bookedStay = page.getByRole('switch', { name: 'Reservado: Hotel Alfama' });
  await bookedStay.click();
  await expect(bookedStay).toBeChecked();

  // A tour, marked booked.
  await openInApp(page, `/trips/${tripId}/add-tour`);
  await page.getByLabel('Passeio ou atividade').fill('Elétrico 28');
  await fillDate(page.getByRole('group', { name: /^Data/ }), day(40));
  await fillTime(page.getByRole('group', { name: 'Horário (opcional)' }), '16:00');
  await page.getByRole('button', { name: 'Adicionar passeio' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=tours`));
  const bookedTour = page.getByRole('switch', { name: 'Reservado: Elétrico 28' });
  await bookedTour.click();
  await expect(bookedTour).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Reservado: Elétrico 28' })).toBeChecked();

  // The day they meet: landing, check-in and the tour, in time order.
  await openInApp(page, `/trips/${tripId}/day/${day(40)}`);
  const entries = page.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Chegada em LIS 11:05' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Check-in · Hotel Alfama' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Elétrico 28' })).toBeVisible();
  const texts = await entries.allInnerTexts();
  const order = ['Chegada em LIS', 'Check-in · Hotel Alfama', 'Elétrico 28'].map((text) =>
    texts.findIndex((entry) => entry.includes(text)),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
});
