import { expect, test, type Page } from '@playwright/test';
import { createTrip, day, uniqueEmail, signUp, openInApp } from './support';

async function addPlace(page: Page, dayNumber: number, place: string, part: string) {
  await page.getByRole('button', { name: new RegExp(`^Adicionar lugar em Dia ${dayNumber} ·`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lugar').fill(place);
  await dialog.getByRole('combobox', { name: 'Período do dia' }).click();
  await page.getByRole('option', { name: part, exact: true }).click();
  await dialog.getByRole('button', { name: 'Adicionar lugar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(place, { exact: true })).toBeVisible();
}

test('a three-day itinerary, a moved place, a ticked checklist, a tip, a contact and the day view', async ({
  page,
}) => {
  await signUp(page, 'Paula Plano', uniqueEmail('plan'), 'senha-da-paula');
  const tripId = await createTrip(page, 'Três dias em Lisboa');

  // Itinerary: one place on each day, then one moved to another day.
  await openInApp(page, `/trips/${tripId}?tab=itinerary`);
  await addPlace(page, 1, 'Torre de Belém', 'Manhã');
  await addPlace(page, 2, 'Castelo de São Jorge', 'Tarde');
  await addPlace(page, 3, 'Fado em Alfama', 'Noite');
  await page.getByRole('button', { name: 'Ações para Fado em Alfama' }).click();
  await page.getByRole('menuitem', { name: 'Mover para o dia…' }).click();
  const move = page.getByRole('dialog');
  await move.getByRole('combobox', { name: 'Dia' }).click();
  await page.getByRole('option', { name: /^Dia 2/ }).click();
  await move.getByRole('button', { name: 'Mover' }).click();
  await expect(move).toBeHidden();
  const dayTwo = page.getByRole('list', { name: /^Lugares de Dia 2/ });
  await expect(dayTwo.getByText('Fado em Alfama')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('list', { name: /^Lugares de Dia 2/ }).getByText('Fado em Alfama'),
  ).toBeVisible();

  // The day view of day 2, in time order, with navigation.
  await page.getByRole('link', { name: /^Ver o dia Dia 2/ }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}/day/${day(41)}$`));
  await expect(page.getByText('Dia 2 de 3')).toBeVisible();
  const castle = page.getByText('Castelo de São Jorge');
  const fado = page.getByText('Fado em Alfama');
  await expect(castle).toBeVisible();
  expect((await castle.boundingBox())!.y).toBeLessThan((await fado.boundingBox())!.y);
  await page.getByRole('link', { name: 'Próximo dia' }).click();
  await expect(page).toHaveURL(new RegExp(`/day/${day(42)}$`));

  // Checklist: a starter group, two items, one ticked; the tick survives a reload.
  await openInApp(page, `/trips/${tripId}?tab=checklist`);
  await page.getByRole('button', { name: 'Documentos' }).click();
  const newItem = page.getByLabel('Novo item em Documentos');
  await newItem.fill('Passaporte');
  await newItem.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Passaporte' })).toBeVisible();
  await newItem.fill('Seguro viagem');
  await newItem.press('Enter');
  // The tick shows before the server answers (after the click's own few milliseconds of work).
  await page.getByRole('checkbox', { name: 'Passaporte' }).click();
  await expect(page.getByRole('checkbox', { name: 'Passaporte' })).toBeChecked();
  await expect(page.getByText('1 de 2 itens concluídos')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Passaporte' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Seguro viagem' })).not.toBeChecked();

  // A travel tip.
  await openInApp(page, `/trips/${tripId}?tab=tips`);
  await page.getByRole('button', { name: 'Adicionar dica' }).first().click();
  const tipDialog = page.getByRole('dialog');
  await tipDialog.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Transporte' }).click();
  await tipDialog.getByLabel('Dica').fill('Compre o cartão Viva Viagem no metrô.');
  await tipDialog.getByRole('button', { name: 'Adicionar dica' }).click();
  await expect(page.getByText('Compre o cartão Viva Viagem no metrô.')).toBeVisible();

  // An emergency contact: a bad number is refused, a good one becomes a tap-to-call link.
  await openInApp(page, `/trips/${tripId}?tab=contacts`);
  await page.getByRole('button', { name: 'Adicionar contato' }).first().click();
  const contactDialog = page.getByRole('dialog');
  await contactDialog.getByLabel('Nome').fill('Hotel Alfama');
  await contactDialog.getByRole('radio', { name: 'Telefone' }).check();
  await contactDialog.getByLabel('Número de telefone').fill('liguem');
  await contactDialog.getByRole('button', { name: 'Adicionar contato' }).click();
  await expect(contactDialog.getByText('Informe um telefone válido.')).toBeVisible();
  await contactDialog.getByLabel('Número de telefone').fill('+351 21 000 0000');
  await contactDialog.getByRole('button', { name: 'Adicionar contato' }).click();
  await expect(page.getByRole('link', { name: /Ligar para Hotel Alfama/ })).toHaveAttribute(
    'href',
    'tel:+351210000000',
  );

  // The timeline: the whole trip in order, from its start to its end.
  await openInApp(page, `/trips/${tripId}?tab=timeline`);
  await expect(page.getByText(/^Início da viagem/)).toBeVisible();
  const belem = await page.getByText('Torre de Belém').boundingBox();
  const fadoOnTimeline = await page.getByText('Fado em Alfama').boundingBox();
  expect(belem!.y).toBeLessThan(fadoOnTimeline!.y);
  await expect(page.getByText(/^Fim da viagem/)).toBeVisible();

  // The calendar shows the trip in its month, and the feed downloads as iCalendar.
  // The week shown is the one holding day 2 (Castelo), whatever weekday the trip starts on.
  await openInApp(page, `/calendar?view=month&date=${day(41)}`);
  await expect(page.getByRole('link', { name: /Três dias em Lisboa/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByText('Castelo de São Jorge').first()).toBeVisible();
  await page.getByRole('button', { name: 'Assinar' }).click();
  const feedField = page.getByRole('dialog').getByLabel('Link do calendário');
  await expect(feedField).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  const feedUrl = new URL(await feedField.inputValue());
  const feed = await page.request.get(feedUrl.pathname);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Três dias em Lisboa');
  expect(ics).toContain('Fado em Alfama');
});
