import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createTrip, day, mailsTo, uniqueEmail, signUp } from './support';

test('the trip as a PDF, downloaded and sent by e-mail with a copy to the sender', async ({
  page,
}, testInfo) => {
  const me = uniqueEmail('export');
  const friend = uniqueEmail('amiga');
  await signUp(page, 'Júlia Câmara', me, 'senha-da-julia');
  const tripId = await createTrip(page, 'Férias no Porto', { days: 4 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const flight = await page.request.post(`/api/trips/${tripId}/flights`, {
    headers,
    data: {
      airline: 'TAP Air Portugal',
      flightNumber: 'TP 1947',
      departure: { airport: 'GRU', time: `${day(39)}T22:00` },
      arrival: { airport: 'OPO', time: `${day(40)}T11:40` },
      confirmationCode: 'PRT123',
    },
  });
  expect(flight.status()).toBe(201);
  const place = await page.request.post(`/api/trips/${tripId}/itinerary`, {
    headers,
    data: { date: day(41), timeOfDay: 'morning', placeName: 'Livraria Lello' },
  });
  expect(place.status()).toBe(201);

  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { name: 'Férias no Porto' })).toBeVisible();

  // Download: a real PDF under the trip's title whose text is the trip.
  await page.getByRole('button', { name: 'Exportar a viagem' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Baixar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Férias no Porto.pdf');
  const file = testInfo.outputPath('trip.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Férias no Porto');
  expect(text).toContain('TP1947');
  expect(text).toContain('Livraria Lello');
  expect(text).toContain('Júlia Câmara');
  await expect(page.getByText('PDF baixado.')).toBeVisible();

  // By e-mail, to a typed address, with the copy switched on.
  await page.getByRole('button', { name: 'Exportar a viagem' }).click();
  await page.getByRole('menuitem', { name: 'Enviar por e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar a viagem por e-mail' });
  await dialog.getByLabel('Destinatários').fill(friend);
  await dialog.getByLabel('Destinatários').press('Enter');
  await expect(dialog.getByRole('button', { name: friend })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Enviar uma cópia para mim' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('A viagem está a caminho, com uma cópia para você.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both mails reach the outbox, each with the PDF attached.
  await expect.poll(() => mailsTo(friend).length, { message: `a mail to ${friend}` }).toBe(1);
  await expect.poll(() => mailsTo(me).length, { message: `the copy to ${me}` }).toBe(1);
  for (const eml of [...mailsTo(friend), ...mailsTo(me)]) {
    expect(eml).toContain('Content-Type: application/pdf');
    expect(eml).toMatch(/Subject: .*(Plano de viagem|=\?UTF-8\?)/);
  }
});
