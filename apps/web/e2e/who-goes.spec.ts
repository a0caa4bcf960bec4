import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createTrip, day, fillDate, openInApp, signUp, uniqueEmail } from './support';

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

/** The PDF a page's person downloads, as text (pdftotext reads it back). */
async function pdfText(page: Page, url: string, file: string) {
  const res = await page.request.get(url, { headers: await bearer(page) });
  expect(res.status()).toBe(200);
  writeFileSync(file, await res.body());
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/**
 * Issue 35's journey: a couple (Ana and Bruno) and a friend (Carla) on one trip. Only the couple go on the
 * boat tour: Ana says so in the tour's form; its cost, recorded from the tour, splits between the two of
 * them by default; Carla's "only what I'm on" plan and her PDF leave the tour out while Ana's has it; and
 * the settle-up is exact to the cent.
 */
test('only the couple go on a tour: its cost is theirs, and the friend’s days and PDF leave it out', async ({
  browser,
}, testInfo) => {
  const anaContext = await browser.newContext({ locale: 'pt-BR' });
  const ana = await anaContext.newPage();
  await signUp(ana, 'Ana Casal', uniqueEmail('ana'), 'senha-da-ana');
  const tripId = await createTrip(ana, 'Lisboa a três', { days: 3, startIn: 25 });

  const carlaContext = await browser.newContext({ locale: 'pt-BR' });
  const carla = await carlaContext.newPage();
  const carlaEmail = uniqueEmail('carla');
  await signUp(carla, 'Carla Amiga', carlaEmail, 'senha-da-carla');
  const brunoEmail = uniqueEmail('bruno');
  const bruno = await ana.request.post('/api/auth/register', {
    data: { name: 'Bruno Casal', email: brunoEmail, password: 'senha-do-bruno', language: 'pt' },
  });
  expect(bruno.status()).toBe(201);
  for (const email of [brunoEmail, carlaEmail]) {
    const share = await ana.request.post(`/api/trips/${tripId}/shares`, {
      headers: await bearer(ana),
      data: { email, role: 'viewer' },
    });
    expect(share.status()).toBe(201);
  }

  // The tour, for the couple only.
  await openInApp(ana, `/trips/${tripId}/add-tour`);
  await ana.getByLabel('Passeio ou atividade').fill('Passeio de barco no Tejo');
  await fillDate(ana.getByRole('group', { name: /^Data/ }), day(26));
  await ana.getByLabel('Preço (opcional)').fill('100,01');
  const whoGoes = ana.getByRole('group', { name: 'Quem vai' });
  await whoGoes.getByRole('button', { name: 'Ana Casal' }).click();
  await whoGoes.getByRole('button', { name: 'Bruno Casal' }).click();
  await expect(whoGoes.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
  await ana.getByRole('button', { name: 'Adicionar passeio' }).click();
  await expect(ana).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=tours`));

  // Booked, its cost is recorded from its card: split between the two who go.
  const booked = ana.getByRole('switch', { name: 'Reservado: Passeio de barco no Tejo' });
  await booked.click();
  await expect(booked).toBeChecked();
  const tours = (await (
    await ana.request.get(`/api/trips/${tripId}/tours`, { headers: await bearer(ana) })
  ).json()) as { _id: string; participants: string[] | null }[];
  expect(tours[0]!.participants).toHaveLength(2);
  await ana.getByRole('link', { name: 'Lançar Passeio de barco no Tejo como despesa' }).click();
  await expect(ana.getByLabel('Descrição', { exact: false })).toHaveValue('Passeio de barco no Tejo');
  await ana.getByRole('button', { name: 'Adicionar despesa' }).click();
  await expect(ana).toHaveURL(new RegExp(`/trips/${tripId}`));

  const people = (await (
    await ana.request.get(`/api/trips/${tripId}/participants`, { headers: await bearer(ana) })
  ).json()) as { _id: string; name: string }[];
  const idOf = (name: string) => people.find((person) => person.name === name)!._id;
  const summary = await (
    await ana.request.get(`/api/trips/${tripId}/expenses/summary`, { headers: await bearer(ana) })
  ).json();
  const balance = (name: string) =>
    (summary.byParticipant as { participantId: string; balance: number }[]).find(
      (row) => row.participantId === idOf(name),
    )?.balance ?? 0;
  // 100.01 between two (50.01 and 50.00, the cent to the first of them); Ana paid it all.
  expect(balance('Carla Amiga')).toBe(0);
  expect([50, 50.01]).toContain(-balance('Bruno Casal'));
  expect(balance('Ana Casal')).toBe(-balance('Bruno Casal'));
  expect(summary.settlements).toEqual([
    { from: idOf('Bruno Casal'), to: idOf('Ana Casal'), amount: -balance('Bruno Casal') },
  ]);

  // A way of splitting with the couple as one unit (made on the finances tab): a dinner recorded with it
  // is half the couple's (a quarter each) and half Carla's, and the settle-up stays exact.
  await openInApp(ana, `/trips/${tripId}?tab=finances`);
  await ana.getByRole('button', { name: 'Nova forma de dividir' }).click();
  const presetDialog = ana.getByRole('dialog', { name: 'Nova forma de dividir' });
  await presetDialog.getByLabel('Nome da divisão').fill('Casal e Carla');
  const pressed = (name?: string) => ana.getByRole('button', { name, pressed: true });
  await presetDialog
    .getByRole('group')
    .filter({ has: pressed('Ana Casal') })
    .getByRole('button', { name: 'Bruno Casal' })
    .click();
  // Bruno's own group, left empty, goes.
  await presetDialog
    .getByRole('listitem')
    .filter({ hasNot: pressed() })
    .getByRole('button', { name: /^Remover grupo/ })
    .click();
  await expect(presetDialog.getByRole('listitem')).toHaveCount(2);
  await presetDialog.getByRole('button', { name: 'Salvar divisão' }).click();
  await expect(presetDialog).toBeHidden();
  const presetRow = ana.getByRole('listitem', { name: 'Casal e Carla' });
  await expect(presetRow).toContainText('Ana Casal + Bruno Casal · 1 parte');
  await expect(presetRow).toContainText('Carla Amiga · 1 parte');

  await openInApp(ana, `/trips/${tripId}/add-expense`);
  await ana.getByLabel('Descrição', { exact: false }).fill('Jantar em Alfama');
  await ana.getByLabel('Valor').fill('90');
  await ana
    .getByRole('combobox', { name: 'Usar uma divisão salva' })
    .selectOption({ label: 'Casal e Carla' });
  await expect(ana.getByLabel('Parte de Carla Amiga')).toHaveValue('45,00');
  await ana.getByRole('button', { name: 'Adicionar despesa' }).click();
  await expect(ana).toHaveURL(new RegExp(`/trips/${tripId}\\?tab=finances`));
  const after = await (
    await ana.request.get(`/api/trips/${tripId}/expenses/summary`, { headers: await bearer(ana) })
  ).json();
  const owes = (name: string) =>
    (after.byParticipant as { participantId: string; balance: number }[]).find(
      (row) => row.participantId === idOf(name),
    )!.balance;
  expect(owes('Carla Amiga')).toBe(-45);
  expect(owes('Bruno Casal')).toBeCloseTo(balance('Bruno Casal') - 22.5, 2);
  expect(owes('Ana Casal') + owes('Bruno Casal') + owes('Carla Amiga')).toBeCloseTo(0, 2);
  expect(after.settlements).toHaveLength(2);
  expect(after.settlements).toContainEqual({ from: idOf('Carla Amiga'), to: idOf('Ana Casal'), amount: 45 });

  // Carla's days: with "only what I'm on", the tour is not in her plan.
  await carla.goto(`/trips/${tripId}?tab=itinerary`);
  await expect(carla.getByText('Passeio de barco no Tejo').first()).toBeVisible();
  await carla.getByRole('switch', { name: 'Só o que é comigo' }).click();
  await expect(carla.getByText('Passeio de barco no Tejo')).toHaveCount(0);

  // Her PDF leaves it out; Ana's has it.
  const carlaPdf = await pdfText(
    carla,
    `/api/trips/${tripId}/export.pdf?for=me`,
    testInfo.outputPath('carla.pdf'),
  );
  expect(carlaPdf).toContain('Carla Amiga');
  expect(carlaPdf).not.toContain('Passeio de barco no Tejo');
  const anaPdf = await pdfText(ana, `/api/trips/${tripId}/export.pdf?for=me`, testInfo.outputPath('ana.pdf'));
  expect(anaPdf).toContain('Passeio de barco no Tejo');
});
