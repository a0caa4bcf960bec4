import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createTrip, register, uniqueEmail, signUp } from './support';
import { E2E_STRIPE_URL, E2E_STRIPE_WEBHOOK_SECRET } from './playwright.config';

/** A webhook delivery signed the way Stripe signs it (Stripe-Signature: t=…,v1=HMAC-SHA256). */
async function sendWebhook(request: APIRequestContext, type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', E2E_STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  const res = await request.post('/api/premium/webhook', {
    data: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
  });
  expect(res.status()).toBe(200);
}

test('a free traveller subscribes through Stripe Checkout, sees premium on, then cancels and sees until when', async ({
  page,
}) => {
  await register(page, 'Paula Premium', uniqueEmail('paula'), 'senha-da-paula');

  // The plan page from the drawer: what premium gives and its price in Brazilian format.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByText('R$ 19,90 por mês')).toBeVisible();
  await expect(page.getByText('Roteiros com IA, dia a dia')).toBeVisible();
  await expect(page.getByText('30 gerações por mês').first()).toBeVisible();

  // Subscribe: off to the (test) Stripe Checkout page with a session made for this person.
  await page.getByRole('button', { name: 'Assinar' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE_URL}/checkout/cs_e2e_\\d+$`));
  const sessionId = page.url().split('/').at(-1)!;
  const session = (await (
    await page.request.get(`${E2E_STRIPE_URL}/test/sessions/${sessionId}`)
  ).json()) as Record<string, string>;
  expect(session).toMatchObject({ mode: 'subscription', 'line_items[0][price]': 'price_e2e_premium' });
  const userId = session.client_reference_id!;

  // Paying brings the browser back, where the page waits for Stripe's confirmation…
  await page.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/premium/success\\?session_id=${sessionId}$`));
  await expect(page.getByText('Estamos confirmando o seu pagamento com a Stripe...')).toBeVisible();

  // …which arrives as the signed webhook.
  await sendWebhook(page.request, 'checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: userId,
    metadata: { userId },
    customer: `cus_${sessionId}`,
    subscription: `sub_${sessionId}`,
  });
  await expect(page.getByRole('heading', { name: 'O premium está ativo' })).toBeVisible({ timeout: 15_000 });

  // The profile shows the plan.
  await page.goto('/profile');
  await expect(page.getByText('Premium sem data de término.')).toBeVisible();

  // The AI is theirs now: one itinerary spends one of this month's generations.
  const tripId = await createTrip(page, 'Premium em Lisboa', { days: 2 });
  await page.goto(`/trips/${tripId}?tab=itinerary`);
  await page.getByRole('button', { name: 'Gerar com IA' }).click();
  const preview = page.getByRole('dialog', { name: 'Roteiro sugerido' });
  await preview.getByRole('button', { name: 'Aceitar e salvar' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByText('29 de 30 restantes este mês')).toBeVisible();

  // Cancel at the end of the period, behind a confirmation; the page then says until when.
  await page.goto('/premium');
  // The renewal is known at once: the server read the subscription back from Stripe.
  await expect(page.getByText(/^Sua assinatura é renovada em \d{1,2} de \S+ de \d{4}\.$/)).toBeVisible();
  await expect(page.getByText('29 de 30 restantes neste mês')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar a sua assinatura?' });
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Sua assinatura foi cancelada: o premium continua ativo até \d{1,2} de \S+ de \d{4}\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toBeHidden();
});

test('abandoning the checkout says nothing was charged and offers to try again', async ({ page }) => {
  await signUp(page, 'Caio Desiste', uniqueEmail('caio'), 'senha-do-caio');
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Assinar' }).click();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/premium\/cancel$/);
  await expect(
    page.getByText('Você saiu da página de pagamento antes de pagar. Nada foi cobrado.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_STRIPE_URL}/checkout/`));
});
