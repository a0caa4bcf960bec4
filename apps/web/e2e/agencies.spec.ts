import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, day, register, resetLinkFromOutbox, signIn, uniqueEmail, fillDate } from './support';

async function newPage(browser: Browser) {
  return (await browser.newContext({ locale: 'pt-BR' })).newPage();
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/trips$/);
}

/** Opens the invitation link from the outbox, chooses a password and signs in with it. */
async function acceptInvitation(page: Page, email: string, password: string) {
  await page.goto(await resetLinkFromOutbox(email));
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/trips$/);
}

async function openMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name }).click();
}

test('an agency from the admin to the client: invitations, a planned trip, and a deactivated consultant', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const martaEmail = uniqueEmail('marta');
  const carlosEmail = uniqueEmail('carlos');
  const claraEmail = uniqueEmail('clara');
  // Unique per attempt: a retry, or another pass on the same database, finds its own agency by name.
  const agencyName = `Rumo Viagens ${Date.now() % 1e6}`;
  const marta = await newPage(browser);
  await register(marta, 'Marta Gestora', martaEmail, 'senha-da-marta');

  // The platform admin creates the agency and makes Marta its consultant-admin.
  const admin = await newPage(browser);
  await signInAs(admin, ADMIN.email, ADMIN.password);
  await openMenuLink(admin, 'Agências');
  await admin.getByRole('button', { name: 'Nova agência' }).click();
  const create = admin.getByRole('dialog');
  await create.getByLabel('Nome da agência').fill(agencyName);
  await create.getByLabel('Endereço').fill('Rua Augusta, 100 — São Paulo');
  await create.getByRole('button', { name: 'Nova agência' }).click();
  await expect(admin.getByText('Agência criada com sucesso.')).toBeVisible();
  await admin.getByRole('link', { name: agencyName, exact: true }).click();
  // The agency's own page, not the list, which may show a retry's earlier agency at the same address.
  await expect(admin).toHaveURL(/\/agency\/[\w-]+$/);
  await expect(admin.getByText('Rua Augusta, 100 — São Paulo')).toBeVisible();
  await admin.getByRole('button', { name: 'Adicionar consultor' }).click();
  const addMarta = admin.getByRole('dialog');
  await addMarta.getByLabel('E-mail').fill(martaEmail);
  await addMarta.getByRole('combobox', { name: 'Função' }).click();
  await admin.getByRole('option', { name: 'Administrador da agência' }).click();
  await addMarta.getByRole('button', { name: 'Adicionar' }).click();
  // She has an account: she is invited, not added, and the admin is told so.
  await expect(admin.getByText(`Convite enviado para ${martaEmail}.`, { exact: false })).toBeVisible();

  // Marta already had an account, so she is only invited: she accepts, which gives her the new role at once.
  await expect(admin.getByRole('row', { name: new RegExp(martaEmail) }).getByText('Convidado')).toBeVisible();
  await marta.reload();
  const invitation = marta.getByRole('region', { name: `Convite da ${agencyName}` });
  await expect(invitation).toContainText(`Paula Plataforma convidou você para entrar na ${agencyName}`);
  await invitation.getByRole('button', { name: 'Aceitar' }).click();
  await expect(marta.getByText(`Você entrou na ${agencyName}.`)).toBeVisible();
  await expect(marta).toHaveURL(/\/consultant\/clients$/);
  // Then she adds a consultant and a client without accounts.
  await openMenuLink(marta, 'Configurações da agência');
  await expect(marta).toHaveURL(/\/agency\/[\w-]+/);

  await marta.getByRole('button', { name: 'Adicionar consultor' }).click();
  const addCarlos = marta.getByRole('dialog');
  await addCarlos.getByLabel('E-mail').fill(carlosEmail);
  await addCarlos.getByRole('button', { name: 'Adicionar' }).click();
  await expect(addCarlos.getByText('Usuário não encontrado. Informe um nome para o cadastro.')).toBeVisible();
  await addCarlos.getByLabel('Nome').fill('Carlos Consultor');
  await addCarlos.getByRole('button', { name: 'Adicionar' }).click();
  await expect(marta.getByText('Consultor adicionado com sucesso.')).toBeVisible();

  await marta.getByRole('button', { name: 'Adicionar cliente' }).click();
  const addClara = marta.getByRole('dialog');
  await addClara.getByLabel('E-mail').fill(claraEmail);
  await addClara.getByRole('button', { name: 'Adicionar' }).click();
  await expect(addClara.getByText('Usuário não encontrado. Informe um nome para o cadastro.')).toBeVisible();
  await addClara.getByLabel('Nome').fill('Clara Cliente');
  await addClara.getByRole('combobox', { name: 'Consultor responsável' }).click();
  await marta.getByRole('option', { name: 'Carlos Consultor' }).click();
  await addClara.getByRole('button', { name: 'Adicionar' }).click();
  await expect(marta.getByText('Cliente adicionado com sucesso.')).toBeVisible();

  // Carlos sets his password from the invitation and plans a trip for Clara.
  const carlos = await newPage(browser);
  await acceptInvitation(carlos, carlosEmail, 'senha-do-carlos');
  await openMenuLink(carlos, 'Meus clientes');
  await carlos.getByRole('link', { name: /Clara Cliente/ }).click();
  const clientUrl = carlos.url();
  await carlos.getByRole('button', { name: 'Planejar uma nova viagem para Clara Cliente' }).click();
  await carlos.getByLabel('Título da viagem').fill('Lua de mel em Lisboa');
  await carlos.getByLabel('Destino').fill('lisb');
  await carlos.getByRole('option', { name: 'Lisboa, Portugal' }).click();
  await fillDate(carlos.getByRole('group', { name: 'Data de início' }), day(60));
  await fillDate(carlos.getByRole('group', { name: 'Data de término' }), day(67));
  await carlos.getByRole('button', { name: 'Criar viagem' }).click();
  await expect(carlos).toHaveURL(/\/trips\/[\w-]+$/);
  await expect(carlos.getByRole('heading', { name: 'Lua de mel em Lisboa' })).toBeVisible();

  // Clara accepts her invitation and finds the trip in her own list.
  const clara = await newPage(browser);
  await acceptInvitation(clara, claraEmail, 'senha-da-clara');
  await expect(clara.getByText('Lua de mel em Lisboa')).toBeVisible();

  // Marta deactivates Carlos: he can no longer open his client.
  await marta.reload();
  await marta.getByRole('button', { name: 'Desativar Carlos Consultor' }).click();
  await expect(marta.getByText('Acesso de Carlos Consultor desativado.')).toBeVisible();
  await carlos.goto(clientUrl);
  await expect(carlos.getByText('Clara Cliente')).toBeHidden();
  await expect(carlos.getByText(/inativo/i).first()).toBeVisible();
});

test('the agency account takeover fails at its first step: someone with an account is only invited', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agencyName = `Agência ${Date.now()}`;
  const veraEmail = uniqueEmail('vera');
  const oscarEmail = uniqueEmail('oscar');
  const vera = await newPage(browser);
  await register(vera, 'Vera Viajante', veraEmail, 'senha-da-vera');

  // The platform admin sets up an agency whose consultant-admin, Oscar, gets a new account.
  const admin = await newPage(browser);
  await signInAs(admin, ADMIN.email, ADMIN.password);
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const agency = await (
    await admin.request.post('/api/agencies', { headers, data: { name: agencyName } })
  ).json();
  const created = await admin.request.post(`/api/agencies/${agency._id}/consultants`, {
    headers,
    data: { email: oscarEmail, name: 'Oscar Oportunista', role: 'consultant-admin' },
  });
  expect(created.status()).toBe(201);
  const oscar = await newPage(browser);
  await acceptInvitation(oscar, oscarEmail, 'senha-do-oscar');

  // Oscar adds Vera as a client: she is only invited, and the agency sees nothing but her e-mail.
  await oscar.goto(`/agency/${agency._id}`);
  await oscar.getByRole('button', { name: 'Adicionar cliente' }).click();
  const add = oscar.getByRole('dialog');
  await add.getByLabel('E-mail').fill(veraEmail);
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(oscar.getByText(`Convite enviado para ${veraEmail}.`, { exact: false })).toBeVisible();
  const row = oscar.getByRole('row', { name: new RegExp(veraEmail) });
  // Until she accepts, her name is not the agency's to see: the name column says the invitation waits.
  await expect(row.getByRole('cell', { name: 'Convite pendente' })).toBeVisible();
  await expect(oscar.getByText('Vera Viajante')).toBeHidden();

  // Her login e-mail cannot be changed: the dialog shows it read-only, and the server refuses it anyway.
  await row.getByRole('button', { name: `Editar ${veraEmail}` }).click();
  const edit = oscar.getByRole('dialog');
  const email = edit.getByLabel('E-mail');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(
    edit.getByText('Só a própria pessoa pode mudar o e-mail e o nome da conta dela.'),
  ).toBeVisible();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  const oscarToken = await oscar.evaluate(() => localStorage.getItem('token'));
  const [client] = await (
    await oscar.request.get(`/api/agencies/${agency._id}/clients`, {
      headers: { authorization: `Bearer ${oscarToken}` },
    })
  ).json();
  const hijack = await oscar.request.put(`/api/agencies/${agency._id}/clients/${client._id}`, {
    headers: { authorization: `Bearer ${oscarToken}` },
    data: { email: uniqueEmail('oscar-owns') },
  });
  expect(hijack.status()).toBe(403);

  // Vera is told, and declines: the agency loses even the invitation.
  await vera.reload();
  const invitation = vera.getByRole('region', { name: `Convite da ${agencyName}` });
  await expect(invitation).toContainText('Oscar Oportunista convidou você');
  await invitation.getByRole('button', { name: 'Recusar' }).click();
  await expect(vera.getByText(`Você recusou o convite da ${agencyName}.`)).toBeVisible();
  await expect(invitation).toBeHidden();
  await oscar.reload();
  await expect(oscar.getByText(veraEmail)).toBeHidden();
});
