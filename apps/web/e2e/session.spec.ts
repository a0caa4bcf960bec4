import { expect, test } from '@playwright/test';
import { register, signIn, uniqueEmail, signUp } from './support';

test('an anonymous visitor is sent to /login and back to the page they wanted after signing in', async ({
  page,
}) => {
  const email = uniqueEmail('guarded');
  await register(page, 'Bruno Lima', email, 'senha-do-bruno');
  await page.evaluate(() => localStorage.clear());

  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'senha-do-bruno');
  await expect(page).toHaveURL(/\/account-settings$/);
});

test('a stored token that cannot be decoded means signed out', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-jwt');
    localStorage.setItem('user', '{"name":"Ghost"}');
  });
  await page.goto('/trips');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('"sign out on every device" ends the session in another browser too', async ({ page, browser }) => {
  const email = uniqueEmail('everywhere');
  await register(page, 'Carla Dias', email, 'senha-da-carla');
  const other = await browser.newContext({ locale: 'pt-BR' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, email, 'senha-da-carla');
  await expect(otherPage).toHaveURL(/\/trips$/);

  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Sair de todos' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});

test('feedback needs text and is then sent', async ({ page }) => {
  await signUp(page, 'Davi Reis', uniqueEmail('feedback'), 'senha-do-davi');
  await page.goto('/feedback');
  await page.getByRole('button', { name: /enviar/i }).click();
  await expect(page.getByText('Por favor, escreva seu feedback ou sugestão antes de enviar.')).toBeVisible();
  await page.getByLabel('Sua mensagem').fill('Adorei o app, quero mapas offline.');
  await page.getByRole('button', { name: /enviar/i }).click();
  await expect(page.getByText('Obrigado! Recebemos sua mensagem.')).toBeVisible();
  await expect(page.getByLabel('Sua mensagem')).toHaveValue('');
});
