import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { E2E_APPROVAL_URL } from './playwright.config';
import { ADMIN, day, signIn, uniqueEmail, fillDate } from './support';

/**
 * The administration journey of issue 14, on the second e2e server, which runs with SIGNUP_APPROVAL on:
 * a newcomer registers and waits; the platform admin approves them from the dashboard; the admin
 * suspends them and their open session ends on its next request; reactivated, they get premium until a
 * day and see it on their profile; their feedback reaches the admin's inbox.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: E2E_APPROVAL_URL });

const suffix = `${Date.now() % 1e6}`;
const NEWCOMER = {
  name: `Nina Novata ${suffix}`,
  email: uniqueEmail('nina'),
  password: 'senha-da-nina',
};
const FEEDBACK = `Queria exportar o roteiro em PDF (${suffix}).`;

/** 24/11/2031 for 2031-11-24, as pt-BR writes a short date. */
const ptDate = (iso: string) => iso.split('-').reverse().join('/');
/** Today in the browser's own time zone, which is this machine's. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
};

let adminContext: BrowserContext;
let newcomerContext: BrowserContext;
let admin: Page;
let newcomer: Page;

/**
 * On PostgreSQL both servers share the database and global-setup's admin is already there; on PGlite this
 * server starts empty, and the first account registered on it becomes the admin, active despite approval.
 */
async function ensureAdmin() {
  const post = (route: string, body: object) =>
    fetch(`${E2E_APPROVAL_URL}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await post('login', { email: ADMIN.email, password: ADMIN.password });
  if (login.ok) return;
  const res = await post('register', { ...ADMIN, language: 'pt' });
  const body = (await res.json()) as { user?: { role?: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.user?.role).toBe('admin');
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_APPROVAL_URL, locale: 'pt-BR' });
  return [context, await context.newPage()] as const;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/trips$/);
}

/** The newcomer's row on /admin/users, found by their e-mail. */
async function findNewcomer() {
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Buscar usuários' }).fill(NEWCOMER.email);
  const rows = admin.getByRole('table', { name: 'Usuários' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: NEWCOMER.email });
  await expect(row).toBeVisible();
  return row;
}

async function chooseAction(row: Locator, action: string) {
  await row.getByRole('button', { name: `Ações para ${NEWCOMER.name}` }).click();
  await admin.getByRole('menuitem', { name: action }).click();
}

test.beforeAll(async ({ browser }) => {
  await ensureAdmin();
  [adminContext, admin] = await newPage(browser);
  [newcomerContext, newcomer] = await newPage(browser);
});

test.afterAll(async () => {
  await adminContext?.close();
  await newcomerContext?.close();
});

test('a newcomer registers, is told to wait, and cannot sign in yet', async () => {
  await newcomer.goto('/register');
  await newcomer.getByLabel('Nome').fill(NEWCOMER.name);
  await newcomer.getByLabel('E-mail').fill(NEWCOMER.email);
  await newcomer.getByLabel('Senha', { exact: true }).fill(NEWCOMER.password);
  await newcomer.getByRole('button', { name: 'Criar conta' }).click();
  await expect(newcomer.getByRole('status')).toHaveText(
    'Conta criada! Ela aguarda a aprovação de um administrador. Você poderá entrar assim que ela for aprovada.',
  );
  expect(await newcomer.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await newcomer.getByRole('link', { name: 'Entrar' }).click();
  await expect(newcomer).toHaveURL(/\/login$/);
  await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
  await expect(
    newcomer.getByText('Sua conta está aguardando a aprovação de um administrador.'),
  ).toBeVisible();
  await expect(newcomer).toHaveURL(/\/login$/);
});

test('the admin approves the newcomer from the dashboard, and the newcomer signs in', async () => {
  await signInAs(admin, ADMIN.email, ADMIN.password);
  await admin.getByRole('button', { name: 'Abrir menu' }).click();
  await admin.getByRole('link', { name: 'Painel de administração' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(admin.getByRole('heading', { name: 'Painel de administração' })).toBeVisible();
  const approval = admin.getByRole('link', { name: /Aprovação de contas/ });
  await expect(approval).toContainText(/[1-9]\d* contas? aguardando/);

  await approval.click();
  await expect(admin).toHaveURL(/\/admin\/user-approval$/);
  const row = admin.getByRole('row').filter({ hasText: NEWCOMER.email });
  await row.getByRole('button', { name: `Aprovar ${NEWCOMER.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Aprovar ${NEWCOMER.name}?` });
  await expect(dialog).toContainText(`${NEWCOMER.email} recebe um e-mail e já pode entrar.`);
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.getByText(`${NEWCOMER.name} já pode entrar.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();

  await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
  await expect(newcomer).toHaveURL(/\/trips$/);
  await expect(newcomer.getByRole('heading', { name: 'Minhas viagens' })).toBeVisible();
});

/**
 * Waits until the page has asked the server nothing for a second (its live notification stream aside):
 * the reads it makes by itself after a screen opens are done.
 */
async function untilNoRequests(page: Page) {
  let lastRequestAt = Date.now();
  const onRequest = (request: Request) => {
    if (!request.url().includes('/api/notifications/stream')) lastRequestAt = Date.now();
  };
  page.on('request', onRequest);
  await expect.poll(() => Date.now() - lastRequestAt, { intervals: [250] }).toBeGreaterThan(1000);
  page.off('request', onRequest);
}

test('the admin suspends the newcomer, whose open session ends on its next request, then reactivates them', async () => {
  // The newcomer's tab is open and writing feedback. The trip list it came from reads the calendar's
  // months ahead for offline use, one after another: those reads end first, so that the next request the
  // tab makes after the suspension is the one this test makes (any request would end the session).
  await newcomer.getByRole('button', { name: 'Abrir menu' }).click();
  await newcomer.getByRole('link', { name: 'Feedback' }).click();
  await newcomer.getByLabel('Sua mensagem').fill('Ainda estou aqui?');
  await untilNoRequests(newcomer);

  let row = await findNewcomer();
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText(`Aprovado por ${ADMIN.name} em ${today()}`);
  await chooseAction(row, 'Suspender');
  const dialog = admin.getByRole('dialog', { name: `Suspender ${NEWCOMER.name}?` });
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(admin.getByText(`${NEWCOMER.name} foi suspenso.`)).toBeVisible();
  await expect(row).toContainText('Suspenso');
  await expect(row).toContainText(`Suspenso por ${ADMIN.name} em ${today()}`);

  // Its next call meets the revoked token: the session ends on the device.
  await newcomer.getByRole('button', { name: 'Enviar' }).click();
  await expect(newcomer).toHaveURL(/\/login$/);
  expect(await newcomer.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
  await expect(newcomer.getByText('Sua conta foi suspensa.')).toBeVisible();

  row = await findNewcomer();
  await chooseAction(row, 'Reativar');
  await admin
    .getByRole('dialog', { name: `Reativar ${NEWCOMER.name}?` })
    .getByRole('button', { name: 'Reativar' })
    .click();
  await expect(admin.getByText(`${NEWCOMER.name} foi reativado.`)).toBeVisible();
  await expect(row).toContainText(`Reativado por ${ADMIN.name} em ${today()}`);
  await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
  await expect(newcomer).toHaveURL(/\/trips$/);
});

test('the admin grants premium until a day, and the newcomer sees it on their profile', async () => {
  const until = day(45);
  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: /Usuários premium/ }).click();
  await expect(admin).toHaveURL(/\/admin\/premium-users$/);
  await admin.getByRole('button', { name: 'Conceder premium' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Conceder premium' });
  await dialog.getByRole('combobox', { name: 'Usuário' }).fill(NEWCOMER.email);
  await admin.getByRole('option', { name: new RegExp(NEWCOMER.name) }).click();
  await fillDate(dialog.getByRole('group', { name: 'Último dia (opcional)' }), until);
  await dialog.getByRole('button', { name: 'Conceder premium' }).click();
  await expect(admin.getByText(`${NEWCOMER.name} agora tem premium.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: NEWCOMER.email })).toContainText(
    `até ${ptDate(until)}`,
  );

  await newcomer.goto('/profile');
  await expect(newcomer.getByText(`Premium até ${ptDate(until)}.`)).toBeVisible();
  const row = await findNewcomer();
  await expect(row).toContainText(`Premium · até ${ptDate(until)}`);
  await expect(row).toContainText(`Premium concedido por ${ADMIN.name} em ${today()}`);
});

test('the newcomer sends feedback, and the admin reads it in the inbox filtered by its type', async () => {
  await newcomer.goto('/feedback');
  await newcomer.getByRole('combobox', { name: 'Tipo' }).click();
  await newcomer.getByRole('option', { name: 'Pedido de ajuda' }).click();
  await newcomer.getByLabel('Sua mensagem').fill(FEEDBACK);
  await newcomer.getByRole('button', { name: 'Enviar' }).click();
  await expect(newcomer.getByText('Obrigado! Recebemos sua mensagem.')).toBeVisible();

  await admin.goto('/admin/dashboard');
  await admin.getByRole('link', { name: /Caixa de feedback/ }).click();
  await expect(admin).toHaveURL(/\/admin\/feedback$/);
  const inbox = admin.getByRole('list', { name: 'Feedback recebido' });
  await admin.getByRole('combobox', { name: 'Tipo' }).click();
  await admin.getByRole('option', { name: 'Elogio' }).click();
  await expect(inbox.getByText(FEEDBACK)).toBeHidden();
  await admin.getByRole('combobox', { name: 'Tipo' }).click();
  await admin.getByRole('option', { name: 'Pedido de ajuda' }).click();
  const card = inbox.getByRole('listitem').filter({ hasText: FEEDBACK });
  await expect(card).toContainText('Pedido de ajuda');
  await expect(card).toContainText(`De: ${NEWCOMER.name} · ${NEWCOMER.email}`);
});
