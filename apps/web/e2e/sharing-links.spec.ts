import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createTrip, day, openTripPart, register, signIn, signUp, uniqueEmail } from './support';

/** A trip with a flight, a stay and a place, and details that must never leave the trip's members. */
async function tripWithPrivateDetails(page: Page) {
  const tripId = await createTrip(page, 'Outono no Porto', { days: 3, startIn: 30 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`/api/trips/${tripId}${path}`, { headers, data });
    expect(res.status(), path).toBe(201);
  };
  await post('/flights', {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 1234',
    departure: { airport: 'GRU', time: `${day(29)}T22:00` },
    arrival: { airport: 'OPO', time: `${day(30)}T11:40` },
    confirmationCode: 'QX7PLM',
    price: '812.40',
  });
  await post('/bookings', {
    accommodationName: 'Casa da Ribeira',
    checkIn: day(30),
    checkOut: day(32),
    address: 'Cais da Ribeira, 12, Porto',
    confirmationNumber: 'HB-99812',
    price: '431.00',
  });
  await post('/itinerary', { date: day(31), timeOfDay: 'morning', placeName: 'Livraria Lello' });
  return tripId;
}

/**
 * Issue 34's sharing journeys: the owner makes an invite link and a public link in the share dialog; a
 * new person opens the invite signed out, creates an account from it, comes back and joins; a stranger
 * opens the public page signed out and sees the plan, with no e-mail, confirmation code or price in the
 * page or in the API answer it reads, and the page asks search engines not to index it.
 */
test('a newcomer joins by an invite link, and a stranger reads the public page without private details', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext({ locale: 'pt-BR' });
  const owner = await ownerContext.newPage();
  const ownerEmail = uniqueEmail('owner');
  await signUp(owner, 'Olívia Dona', ownerEmail, 'senha-da-olivia');
  const tripId = await tripWithPrivateDetails(owner);
  await owner.goto(`/trips/${tripId}`);
  await openTripPart(owner, 'users');
  await owner.getByRole('button', { name: 'Compartilhar viagem' }).click();
  const dialog = owner.getByRole('dialog');

  // An invite link for a viewer, single use.
  const invites = dialog.getByRole('region', { name: 'Links de convite' });
  await invites.getByLabel('Uso').click();
  await owner.getByRole('option', { name: 'Uma vez' }).click();
  const made = owner.waitForResponse(
    (res) => res.url().endsWith(`/api/trips/${tripId}/invite-links`) && res.request().method() === 'POST',
  );
  await invites.getByRole('button', { name: 'Criar link' }).click();
  const invite = (await (await made).json()) as { url: string };
  await expect(invites.getByText('Ativo')).toBeVisible();

  // The public link, without costs.
  const publicSection = dialog.getByRole('region', { name: 'Página pública' });
  await publicSection.getByRole('button', { name: 'Criar link público' }).click();
  const publicUrl = await publicSection.getByLabel('Link público').inputValue();
  expect(publicUrl).toMatch(/\/p\/[\w-]+$/);

  // A newcomer opens the invite signed out, creates an account from it and joins.
  const newcomerContext = await browser.newContext({ locale: 'pt-BR' });
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(new URL(invite.url).pathname);
  await expect(newcomer.getByRole('heading', { name: 'Entrar em “Outono no Porto”' })).toBeVisible();
  await expect(newcomer.getByText(/Olívia Dona convidou você para esta viagem como leitor/)).toBeVisible();
  await newcomer.getByRole('link', { name: 'Criar conta' }).click();
  await newcomer.getByLabel('Nome').fill('Nuno Novo');
  await newcomer.getByLabel('E-mail').fill(uniqueEmail('newcomer'));
  await newcomer.getByLabel('Senha', { exact: true }).fill('senha-do-nuno');
  await newcomer.getByRole('button', { name: 'Criar conta' }).click();
  await expect(newcomer).toHaveURL(new URL(invite.url).pathname);
  await newcomer.getByRole('button', { name: 'Entrar na viagem' }).click();
  await expect(newcomer).toHaveURL(new RegExp(`/trips/${tripId}`));
  await expect(newcomer.getByRole('heading', { name: 'Outono no Porto' })).toBeVisible();

  // Used once: the next person is told so.
  const lateContext = await browser.newContext({ locale: 'pt-BR' });
  const late = await lateContext.newPage();
  await late.goto(new URL(invite.url).pathname);
  await expect(late.getByText('Este link de convite já foi usado')).toBeVisible();

  // A stranger reads the public page signed out.
  const strangerContext = await browser.newContext({ locale: 'pt-BR' });
  const stranger = await strangerContext.newPage();
  const answers: string[] = [];
  stranger.on('response', async (res) => {
    if (res.url().includes('/api/public/')) answers.push(await res.text().catch(() => ''));
  });
  const opened = await stranger.goto(new URL(publicUrl).pathname);
  expect(opened?.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(stranger.getByRole('heading', { name: 'Outono no Porto' })).toBeVisible();
  await expect(stranger.getByText('Livraria Lello')).toBeVisible();
  await expect(stranger.getByText('Casa da Ribeira')).toBeVisible();
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(answers.length).toBeGreaterThan(0);
  const seen = [await stranger.content(), ...answers].join('\n');
  for (const secret of [ownerEmail, 'QX7PLM', 'HB-99812', '812.4', '431']) expect(seen).not.toContain(secret);

  // Revoked: the page says so.
  await publicSection.getByRole('button', { name: 'Desativar link' }).click();
  await owner.getByRole('button', { name: 'Desativar link' }).last().click();
  await stranger.reload();
  await expect(stranger.getByText(/desativado|revogado/i).first()).toBeVisible();

  for (const context of [ownerContext, newcomerContext, lateContext, strangerContext]) await context.close();
});

/**
 * Issue 34's sign-in journey: a traveller turns on two-factor sign-in from the account page (the code
 * computed from the secret the page shows, as an authenticator app would), signs in on a second browser
 * with the password and a code, sees both sessions and signs the other one out.
 */
test('a traveller turns on two-factor sign-in, signs in with a code, and signs the other session out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('totp');
  await register(page, 'Teresa Dois Fatores', email, 'senha-da-teresa');
  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Ativar a verificação em duas etapas' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Código de 6 dígitos').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const backupCodes = page.getByRole('list', { name: 'Códigos de backup' });
  await expect(backupCodes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Ativada', { exact: true })).toBeVisible();

  // A second browser: the password alone is not enough.
  const other = await browser.newContext({ locale: 'pt-BR' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, email, 'senha-da-teresa');
  await expect(
    otherPage.getByText('Digite o código de 6 dígitos que seu app autenticador mostra para o Trilha.'),
  ).toBeVisible();
  await otherPage.getByLabel('Código de 6 dígitos').fill('000000');
  await otherPage.getByRole('button', { name: 'Verificar' }).click();
  await expect(otherPage).toHaveURL(/\/login/);
  // The code used to turn it on cannot be used again: the next one, as the app shows it 30 s later.
  await otherPage.getByLabel('Código de 6 dígitos').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await otherPage.getByRole('button', { name: 'Verificar' }).click();
  await expect(otherPage).toHaveURL(/\/trips$/);

  // Both sessions on the account page; the other one signed out from here.
  await page.reload();
  const sessions = page.getByRole('list', { name: 'Onde você está conectado' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Este aparelho')).toBeVisible();
  await page.getByRole('button', { name: 'Sair de todas as outras sessões' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});
