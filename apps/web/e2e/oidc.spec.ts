import { expect, test } from '@playwright/test';
import { E2E_OIDC_NAME, E2E_OIDC_PROVIDER_URL, E2E_OIDC_URL } from './playwright.config';
import { TOKEN_KEY, USER_KEY } from '../src/lib/auth/session-storage';

// This journey runs against the server signing in with the journeys' OpenID Connect provider
// (oidc-provider.ts, OIDC_ISSUER): a real provider with its own sign-in and consent pages, where the
// login `vera` is Vera Viajante, whose e-mail the provider says it verified.
test.use({ baseURL: E2E_OIDC_URL });

const VERA = { login: 'vera', name: 'Vera Viajante', email: 'vera.viajante@sso.trilha.test' };

test.beforeAll(async ({ request }) => {
  // The first account of a fresh server becomes its admin: that is someone else, as on any instance in use.
  const res = await request.post(`${E2E_OIDC_URL}/api/auth/register`, {
    data: {
      name: 'Admin SSO',
      email: 'admin@oidc.trilha.test',
      password: 'senha-do-admin-sso',
      language: 'pt',
    },
  });
  expect([201, 409]).toContain(res.status());
});

test('signs in through the OpenID Connect provider and lands on the trips as that person', async ({
  page,
}) => {
  await page.goto('/login');
  // The provider's button beside the password, which stays.
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Entrar com ${E2E_OIDC_NAME}` }).click();

  // The provider's own pages: its sign-in (any password) and its consent.
  await expect(page).toHaveURL((url) => url.href.startsWith(`${E2E_OIDC_PROVIDER_URL}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(VERA.login);
  await page.getByPlaceholder('and password').fill('qualquer senha');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back through /login/oidc (the one-time code leaves the address at once) to the trips.
  await expect(page).toHaveURL(`${E2E_OIDC_URL}/trips`);
  await expect(page.getByRole('heading', { name: 'Minhas viagens' })).toBeVisible();
  const session = await page.evaluate(
    ([tokenKey, userKey]) => ({
      token: localStorage.getItem(tokenKey!),
      user: localStorage.getItem(userKey!),
    }),
    [TOKEN_KEY, USER_KEY],
  );
  expect(session.token).toBeTruthy();
  expect(JSON.parse(session.user ?? '{}')).toMatchObject({
    name: VERA.name,
    email: VERA.email,
    role: 'user',
  });

  // The sessions page names how this session signed in.
  await page.goto('/account-settings');
  await expect(page.getByText(/Login único \(SSO\)/)).toBeVisible();
});
