import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createTrip, openInApp, uniqueEmail, signUp } from './support';

/**
 * AI for premium travellers with the built-in offline planner (the e2e server sets no AI_BASE_URL):
 * the admin makes a traveller premium, who generates an itinerary, edits one suggestion in the preview,
 * accepts it and finds it on the itinerary tab after a reload; a free traveller sees the SPEC message.
 */
const PASSWORD = 'senha-da-viagem';

async function bearer(page: Page) {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

async function grantPremium(page: Page) {
  const me = await page.request.get('/api/users/profile', { headers: await bearer(page) });
  const { _id } = (await me.json()) as { _id: string };
  const login = await page.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const grant = await page.request.put(`/api/admin/users/${_id}/premium`, {
    headers: { authorization: `Bearer ${token}` },
    data: { isPremium: true },
  });
  expect(grant.ok()).toBe(true);
}

test('a premium traveller generates an itinerary, edits a suggestion and keeps it', async ({ page }) => {
  await signUp(page, 'Rita Roteiro', uniqueEmail('ai-premium'), PASSWORD);
  await grantPremium(page);
  const tripId = await createTrip(page, 'Lisboa com IA', { days: 3 });

  await page.goto(`/trips/${tripId}?tab=itinerary`);
  await expect(page.getByText('30 de 30 restantes este mês')).toBeVisible();
  await page.getByLabel('O que você quer? (opcional)').fill('manhãs tranquilas, comida local');
  await page.getByRole('button', { name: 'Gerar com IA' }).click();

  const preview = page.getByRole('dialog', { name: 'Roteiro sugerido' });
  await expect(preview).toBeVisible();
  const first = preview.getByRole('textbox').first();
  await first.fill('Passeio no elétrico 28');
  await preview.getByRole('button', { name: 'Aceitar e salvar' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByText('29 de 30 restantes este mês')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Passeio no elétrico 28')).toBeVisible();
});

test('a free traveller sees that AI is for premium subscribers', async ({ page }) => {
  await signUp(page, 'Fabio Free', uniqueEmail('ai-free'), PASSWORD);
  const tripId = await createTrip(page, 'Sem premium');
  // The trip screen says it once, on its overview, rather than on each tab that has an AI panel.
  await page.goto(`/trips/${tripId}?tab=overview&lng=en`);
  const note = page.getByRole('note', { name: 'Planning with AI' });
  await expect(note).toContainText('This feature is exclusive for premium subscribers.');
  await expect(note.getByRole('link', { name: 'See premium' })).toHaveAttribute('href', '/premium');
  await openInApp(page, `/trips/${tripId}?tab=tips`);
  await expect(page.locator('#trip-panel-tips')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate with AI' })).toBeHidden();
  await expect(page.getByText('This feature is exclusive for premium subscribers.')).toBeHidden();
});
