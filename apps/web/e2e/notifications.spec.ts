import { expect, test } from '@playwright/test';
import { createTrip, register, uniqueEmail } from './support';

test('a trip shared with me rings the bell live; mark all as read; the sharer sees the points earned', async ({
  browser,
}) => {
  const rita = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  const beto = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  const ritaEmail = uniqueEmail('rita');
  // Rita's live stream is open before anything happens to her.
  const streamOpen = rita.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
  );
  await register(rita, 'Rita Recebe', ritaEmail, 'senha-da-rita');
  await streamOpen;
  await register(beto, 'Beto Compartilha', uniqueEmail('beto'), 'senha-do-beto');
  await expect(rita.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

  // Beto plans a trip and shares it with Rita, while Rita's page stays open: no reload.
  const tripId = await createTrip(beto, 'Fim de semana no Porto');
  const token = await beto.evaluate(() => localStorage.getItem('token'));
  const share = await beto.request.post(`/api/trips/${tripId}/shares`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email: ritaEmail, role: 'viewer' },
  });
  expect(share.status()).toBe(201);

  const bell = rita.getByRole('button', { name: 'Notificações, 1 não lida' });
  await expect(bell).toBeVisible();
  await expect(rita.getByText('Uma viagem foi compartilhada com você').first()).toBeVisible();

  await bell.click();
  const menu = rita.getByRole('dialog', { name: 'Notificações' });
  await expect(menu.getByText('Uma viagem foi compartilhada com você')).toBeVisible();
  await expect(menu.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await menu.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(menu.getByRole('button', { name: 'Marcar todas como lidas' })).toBeHidden();
  await menu.press('Escape');
  await expect(rita.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

  // The item opens the full list, where it is read now.
  await rita.goto('/notifications');
  await expect(
    rita.getByText('Beto Compartilha compartilhou “Fim de semana no Porto” com você como leitor.'),
  ).toBeVisible();

  // Beto earned points for planning (50) and sharing (15).
  await beto.goto('/profile');
  await expect(beto.getByText('65 / 500 pontos').first()).toBeVisible();
});
