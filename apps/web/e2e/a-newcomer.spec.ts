import { expect, test } from '@playwright/test';
import { register, resetLinkFromOutbox, signIn, uniqueEmail } from './support';

/**
 * The newcomer story of issue 2: register (global setup made the first account, the platform admin, so a
 * newcomer is a traveller), the trips screen with its top bar, language and theme in settings, log out,
 * forgot password, the reset link from the mail outbox, a new password, and signing in with it.
 */
test('a newcomer registers, sets preferences, resets the password and signs in again', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('newcomer');

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await register(page, 'Ana Souza', email, 'primeira-senha');

  await expect(page.getByRole('heading', { name: 'Minhas viagens' })).toBeVisible();
  await expect(page.getByText('Nenhuma viagem ainda')).toBeVisible();
  await expect(page.getByText('Nível 1')).toBeVisible();
  await expect(page.getByText('0 / 500 pontos')).toBeVisible();
  if (testInfo.retry === 0) {
    const role = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role);
    expect(role).toBe('user');
  }

  // Language and theme in account settings.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Configurações da conta' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await page.getByRole('combobox', { name: 'Idioma' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('combobox', { name: 'Tema' }).click();
  await page.getByRole('option', { name: 'Escuro' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByText('Preferences saved.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  // Log out from the drawer.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A wrong password is refused with the SPEC.md message.
  await signIn(page, email, 'not-the-password', { email: 'E-mail', password: 'Password', submit: 'Sign in' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  // Forgot password: the link arrives in the outbox folder.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page does: the router keeps the sign-in form (with its own E-mail
  // field) on screen while this page's code loads, so wait for this page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account exists for this e-mail')).toBeVisible();
  const link = await resetLinkFromOutbox(email);
  expect(new URL(link).pathname).toMatch(/^\/reset-password\/[\w-]{40,}$/);

  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('segunda-senha');
  await page.getByLabel('Confirm the new password').fill('outra-coisa');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('segunda-senha');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, 'primeira-senha', { email: 'E-mail', password: 'Password', submit: 'Sign in' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, email, 'segunda-senha', { email: 'E-mail', password: 'Password', submit: 'Sign in' });
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { name: 'My trips' })).toBeVisible();

  // The link works once.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('terceira-senha');
  await page.getByLabel('Confirm the new password').fill('terceira-senha');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});
