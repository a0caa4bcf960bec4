import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { expect, test } from '@playwright/test';
import { E2E_INBOUND_MAIL_DOMAIN, E2E_INBOUND_MAIL_PORT } from './playwright.config';
import { createTrip, day, uniqueEmail, signUp } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the screens at 1280 and 360 px go: the test's output folder, or E2E_SCREENSHOTS to keep them. */
const shot = (name: string) =>
  process.env.E2E_SCREENSHOTS ? path.join(process.env.E2E_SCREENSHOTS, name) : test.info().outputPath(name);

/** Forwards a mail to an address as a mail server would, over SMTP to the app's receiver. */
async function forward(to: string, raw: Buffer) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: E2E_INBOUND_MAIL_PORT,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ envelope: { from: 'ana@example.com', to: [to] }, raw });
  } finally {
    transport.close();
  }
}

/** Days from today to a date, for a trip on the corpus sample's dates (TAP's GRU → LIS on 15 May 2031). */
const daysUntil = (date: string) => Math.round((Date.parse(date) - Date.parse(day(0))) / 86_400_000);

test('mail import: a confirmation forwarded to the personal address rings the bell and is imported from the notification onto the matching trip', async ({
  page,
}) => {
  await signUp(page, 'Ana Encaminha', uniqueEmail('mail-import'), 'senha-da-ana');
  await createTrip(page, 'Férias de agosto', { startIn: daysUntil('2031-08-01'), days: 10 });
  const title = 'Lisboa por e-mail';
  const tripId = await createTrip(page, title, { startIn: daysUntil('2031-05-14'), days: 12 });

  // The import dialog shows the personal address.
  await page.goto('/trips');
  await page.getByRole('button', { name: 'Importar reserva' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Importar uma reserva' });
  const field = dialog.getByRole('textbox', { name: 'Seu endereço de importação' });
  await expect(field).toHaveValue(new RegExp(`^import\\+[0-9a-f]{32}@${E2E_INBOUND_MAIL_DOMAIN}$`));
  const address = await field.inputValue();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('address-1280.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('address-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The airline's mail, forwarded there: accepted, and the bell rings live.
  const sent = await forward(
    address,
    readFileSync(path.join(here, '../../api/test/fixtures/imports/tap-en.eml')),
  );
  expect(sent.accepted).toEqual([address]);
  // The live notice names the trip it matched; the bell's item opens the import itself.
  await expect(page.getByText(`Revise e importe em “${title}”.`)).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notificações, 1 não lida' });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Notificações' });
  const notice = menu.getByText('Reserva recebida por e-mail: TP82 GRU–LIS');
  await expect(notice).toBeVisible();
  await notice.click();

  // The same editable preview as an upload's, on the matching trip.
  const preview = page.getByRole('dialog', { name: /Reserva recebida por e-mail/ });
  await expect(
    preview.getByText('Your TAP booking confirmation - Booking reference T4PXYZ', { exact: true }),
  ).toBeVisible();
  await expect(preview.getByRole('combobox', { name: 'Viagem' })).toContainText(title);
  await expect(
    preview.getByText(/^Encontrado em Your TAP booking confirmation - Booking reference T4PXYZ\.eml:/),
  ).toBeVisible();
  const flight = preview.getByRole('group', { name: /^Detalhes de TAP Air Portugal/ });
  await expect(flight.getByLabel('De (código do aeroporto)')).toHaveValue('GRU');
  await expect(flight.getByLabel('Para (código do aeroporto)')).toHaveValue('LIS');
  const passenger = flight.getByLabel('Passageiro 1');
  await passenger.fill('John Smith');
  await page.screenshot({ path: shot('preview-1280.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: shot('preview-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await preview.getByRole('button', { name: 'Importar 1 item' }).click();
  await expect(page.getByText(`1 item importado para ${title}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Abrir viagem' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}`));
  await page.goto(`/trips/${tripId}?tab=flights`);
  const card = page.getByRole('listitem', { name: /TAP Air Portugal · TP ?82/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('John Smith');

  // Opening the notification again says it was imported.
  await page.goto(new URL(await page.url()).origin + '/notifications');
  await page.getByRole('link', { name: /Abrir “Reserva recebida por e-mail/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: /Reserva recebida por e-mail/ })
      .getByText('As reservas deste e-mail já foram importadas.'),
  ).toBeVisible();
});
