import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSKEYS_URL } from './playwright.config';
import { register, uniqueEmail } from './support';

// WebAuthn takes the page's domain as the relying party: this journey's server answers at
// http://localhost:<port> (its APP_URL), where the others answer at 127.0.0.1.
test.use({ baseURL: E2E_PASSKEYS_URL });

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) in place of the person's phone or
 * laptop: a platform authenticator that keeps discoverable credentials and verifies its user (as a
 * fingerprint would) without asking.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a traveller adds a passkey and signs in with it, without the password', async ({ page }) => {
  const device = await virtualAuthenticator(page);
  const email = uniqueEmail('passkey');
  await register(page, 'Paula Chaves', email, 'senha-da-paula');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Configurações da conta' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByText('Nenhuma chave de acesso ainda.')).toBeVisible();
  await page.getByLabel('Nome da chave de acesso').fill('Notebook');
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(page.getByText('Chave de acesso adicionada. Agora você pode entrar com ela.')).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Chaves de acesso' });
  await expect(passkeys.getByRole('listitem', { name: 'Notebook' })).toContainText('último uso: nunca');
  // The authenticator now holds one discoverable credential for this site, for this account.
  const [credential] = await device.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  // No e-mail and no password: the browser offers the passkey, the authenticator verifies its user.
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(email);
  expect((await device.credentials())[0]!.signCount).toBeGreaterThan(credential!.signCount);

  // The sessions page says how this session began.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Configurações da conta' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Este aparelho' })).toContainText(
    'Chave de acesso',
  );
  await expect(passkeys.getByRole('listitem', { name: 'Notebook' })).not.toContainText('último uso: nunca');
});
