import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { layoutPdf } from '../../api/test/import-corpus';
import { fillDate, uniqueEmail, signUp, openInApp } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The server's corpus of real-shaped samples (apps/api/test/fixtures/imports). */
const corpus = (name: string) => path.join(here, '../../api/test/fixtures/imports', name);

/** A trip on the samples' dates (May 2031: TAP's GRU → LIS on the 15th, the hotel from the 16th). */
async function createLisbonTrip(page: Page, title: string, startDate: string, endDate: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post('/api/trips', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      destination: { name: 'Lisboa', countryCode: 'PT', lat: 38.72, lon: -9.13 },
      startDate,
      endDate,
      budget: 'mid-range',
      interests: [],
      currency: 'EUR',
      notes: '',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json())._id as string;
}

/**
 * The airline's confirmation mail (TAP, from the corpus: schema.org data in its HTML) with its e-ticket
 * receipt attached as a PDF, as airlines send it.
 */
async function airlineMailWithTicket(): Promise<Buffer> {
  const mail = readFileSync(corpus('tap-en.eml'), 'utf8');
  const split = mail.indexOf('\n\n');
  const headers = mail
    .slice(0, split)
    .split('\n')
    .filter((line) => !line.startsWith('Content-Type:'));
  const receipt = await layoutPdf(
    readFileSync(path.join(here, 'fixtures/tap-eticket-receipt.pdf.txt'), 'utf8'),
  );
  return Buffer.from(
    [
      ...headers,
      'Content-Type: multipart/mixed; boundary="trilha_mixed"',
      '',
      '--trilha_mixed',
      'Content-Type: multipart/alternative; boundary="b1_trilha_corpus"',
      '',
      mail.slice(split + 2).trimEnd(),
      '--trilha_mixed',
      'Content-Type: application/pdf; name="e-ticket-T4PXYZ.pdf"',
      'Content-Disposition: attachment; filename="e-ticket-T4PXYZ.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      receipt.toString('base64').replace(/(.{76})/g, '$1\n'),
      '--trilha_mixed--',
      '',
    ].join('\n'),
  );
}

/** Drops a file on the import dialog's zone as a person would from their file manager. */
async function dropFile(page: Page, name: string, mimeType: string, data: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name, mimeType, base64: data.toString('base64') },
  );
  await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer });
}

async function openImportFromEmptyTab(page: Page) {
  await page.getByRole('tabpanel').getByRole('button', { name: 'Importar reserva' }).click();
  return page.getByRole('dialog', { name: /^Importar uma reserva para/ });
}

test('import: an airline mail and a hotel PDF dropped on a trip, one field corrected, the flight with its ticket and the stay on the trip', async ({
  page,
}) => {
  await signUp(page, 'Ana Importadora', uniqueEmail('import'), 'senha-da-ana');
  const title = 'Lisboa importada';
  const tripId = await createLisbonTrip(page, title, '2031-05-15', '2031-05-20');

  // The airline's confirmation mail, onto the empty flights tab.
  await page.goto(`/trips/${tripId}?tab=flights`);
  let dialog = await openImportFromEmptyTab(page);
  await dropFile(page, 'tap-confirmacao.eml', 'message/rfc822', await airlineMailWithTicket());
  const flight = dialog.getByRole('group', { name: /^Detalhes de TAP Air Portugal/ });
  await expect(flight).toBeVisible();
  await expect(dialog.getByText('Encontrado em tap-confirmacao.eml:')).toBeVisible();
  await expect(flight.getByLabel('De (código do aeroporto)')).toHaveValue('GRU');
  await expect(flight.getByLabel('Para (código do aeroporto)')).toHaveValue('LIS');
  // Dates and times are the app's pickers, written the Brazilian way.
  await expect(flight.getByRole('group', { name: 'Partida (hora local)' }).locator('input')).toHaveValue(
    '15/05/2031 22:05',
  );
  await expect(flight.getByLabel('Código de confirmação')).toHaveValue('T4PXYZ');
  await expect(flight.getByLabel('Assento')).toHaveValue('31K');
  // Found in the mail's schema.org data, and said so under the field.
  await expect(flight.getByLabel('Número do voo')).toHaveAccessibleDescription('Dos dados da reserva');

  // The passenger's name comes in capitals: corrected before importing.
  const passenger = flight.getByLabel('Passageiro 1');
  await passenger.fill('John Smith');
  await expect(passenger).toHaveAccessibleDescription('Editado por você');
  await dialog.getByRole('button', { name: 'Importar 1 item' }).click();
  await expect(page.getByText(`1 item importado para ${title}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: /TAP Air Portugal · TP ?82/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('John Smith');
  await expect(card).toContainText('T4PXYZ');
  // The e-ticket attached to the mail is the flight's ticket.
  await expect(card.getByRole('button', { name: /^Baixar o bilhete e-ticket-T4PXYZ/ })).toBeVisible();

  // The hotel's PDF voucher, onto the empty lodging tab.
  await openInApp(page, `/trips/${tripId}?tab=bookings`);
  dialog = await openImportFromEmptyTab(page);
  const voucher = await layoutPdf(
    readFileSync(path.join(here, 'fixtures/hotel-lisboa-voucher.pdf.txt'), 'utf8'),
  );
  await dropFile(page, 'voucher-casa-do-castelo.pdf', 'application/pdf', voucher);
  const stay = dialog.getByRole('group', { name: 'Detalhes de Casa do Castelo Lisboa' });
  await expect(stay).toBeVisible();
  const checkIn = stay.getByRole('group', { name: 'Check-in' });
  const checkOut = stay.getByRole('group', { name: 'Check-out' });
  await expect(checkIn.locator('input')).toHaveValue('16/05/2031');
  await expect(checkOut.locator('input')).toHaveValue('19/05/2031');
  await expect(stay.getByLabel('Endereço')).toHaveValue(/Rua de Santa Cruz do Castelo 7/);
  await expect(checkIn).toHaveAccessibleDescription('Lido do texto');
  // One more night: typed into the picker as a Brazilian writes it.
  await fillDate(checkOut, '2031-05-20');
  await expect(checkOut).toHaveAccessibleDescription('Editado por você');
  await expect(dialog.getByText(/O arquivo fica anexado a cada hospedagem e reserva/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 1 item' }).click();
  await expect(page.getByText(`1 item importado para ${title}.`)).toBeVisible();
  const stayCard = page.getByRole('listitem', { name: 'Casa do Castelo Lisboa' });
  await expect(stayCard).toBeVisible();
  // The voucher is kept on the stay, and downloads as the same PDF.
  const files = stayCard.getByRole('list', { name: 'Arquivos de Casa do Castelo Lisboa' });
  const source = files.getByRole('button', { name: 'Baixar voucher-casa-do-castelo.pdf' });
  await expect(source).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), source.click()]);
  expect(download.suggestedFilename()).toBe('voucher-casa-do-castelo.pdf');
  expect(readFileSync(await download.path()).equals(voucher)).toBe(true);

  // Both are on the trip as the server keeps them.
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const flights = await (await page.request.get(`/api/trips/${tripId}/flights`, { headers })).json();
  expect(flights).toMatchObject([
    {
      flightNumber: 'TP82',
      passengers: [{ name: 'John Smith', seat: '31K' }],
      ticket: { fileName: 'e-ticket-T4PXYZ.pdf' },
    },
  ]);
  const bookings = await (await page.request.get(`/api/trips/${tripId}/bookings`, { headers })).json();
  expect(bookings).toMatchObject([
    {
      accommodationName: 'Casa do Castelo Lisboa',
      checkIn: '2031-05-16',
      checkOut: '2031-05-20',
      files: [{ fileName: 'voucher-casa-do-castelo.pdf', contentType: 'application/pdf' }],
    },
  ]);
});

test('import: an airline e-ticket PDF becomes the flights with the PDF as their ticket; a second drop finds them on the trip', async ({
  page,
}) => {
  await signUp(page, 'Rui Bilhete', uniqueEmail('ticket'), 'senha-do-rui');
  const tripId = await createLisbonTrip(page, 'Rio a Lisboa', '2031-09-07', '2031-09-14');
  const eTicket = await layoutPdf(readFileSync(corpus('lufthansa-en.pdf.txt'), 'utf8'));

  await page.goto(`/trips/${tripId}?tab=flights`);
  let dialog = await openImportFromEmptyTab(page);
  await dropFile(page, 'lufthansa-eticket.pdf', 'application/pdf', eTicket);
  await expect(dialog.getByRole('group', { name: /^Detalhes de Lufthansa/ })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Importar 2 itens' }).click();
  await expect(page.getByText('2 itens importados para Rio a Lisboa.')).toBeVisible();
  for (const number of [/LH ?501/, /LH ?1166/]) {
    const card = page.getByRole('listitem', { name: new RegExp(`Lufthansa · ${number.source}`) });
    await expect(card.getByRole('button', { name: /^Baixar o bilhete / })).toBeVisible();
  }

  // The same e-ticket again: both flights are already there, so they come unticked.
  dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Importar reserva' }).first().click();
  await dropFile(page, 'lufthansa-eticket.pdf', 'application/pdf', eTicket);
  await expect(dialog.getByText(/Já está na viagem/)).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Importar 0 itens' })).toBeDisabled();
});

test('import from the trip list: a hotel voucher lands on the trip its dates fall in', async ({ page }) => {
  await signUp(page, 'Lia Lista', uniqueEmail('import-list'), 'senha-da-lia');
  await createLisbonTrip(page, 'Antes: Porto', '2031-05-01', '2031-05-03');
  const tripId = await createLisbonTrip(page, 'Depois: Lisboa', '2031-05-15', '2031-05-20');
  await page.goto('/trips');
  await page.getByRole('button', { name: 'Importar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar uma reserva' });
  // Before anything is read, the next trip is proposed.
  await expect(dialog.getByRole('combobox', { name: 'Viagem' })).toContainText('Antes: Porto');
  const voucher = await layoutPdf(
    readFileSync(path.join(here, 'fixtures/hotel-lisboa-voucher.pdf.txt'), 'utf8'),
  );
  await dropFile(page, 'voucher.pdf', 'application/pdf', voucher);
  await expect(dialog.getByRole('group', { name: 'Detalhes de Casa do Castelo Lisboa' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Viagem' })).toContainText('Depois: Lisboa');
  await expect(dialog.getByText(/Escolhida pelas datas e pelo destino da reserva/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 1 item' }).click();
  await expect(page.getByText('1 item importado para Depois: Lisboa.')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir viagem' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
  await openInApp(page, `/trips/${tripId}?tab=bookings`);
  await expect(page.getByRole('listitem', { name: 'Casa do Castelo Lisboa' })).toBeVisible();
});
