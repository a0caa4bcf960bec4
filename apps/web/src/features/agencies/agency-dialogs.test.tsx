import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import type { Consultant } from '@trilha/shared';
import {
  AGENCY,
  agencyRoutes,
  BRUNO,
  CAIO,
  CONSULTANTS,
  DORA,
  LIA,
  MANAGER_USER,
  signedInAs,
} from './agency-fixtures';

const USER_NOT_FOUND = apiError(
  404,
  'USER_NOT_FOUND',
  'User not found. Please provide a name for registration.',
);

/** Answers USER_NOT_FOUND until the call carries a name, like the server. */
function inviteOnlyWithName(created: object) {
  return ({ body }: MockRequest) =>
    (body as { name?: string }).name ? { status: 201, data: created } : USER_NOT_FOUND;
}

async function openAgency(path = '/agency/agency-1') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Agency manager' });
  return view;
}

describe('consultant dialog', () => {
  it('adds: "Add" wording, then asks for the name when the e-mail has no account and sends it', async () => {
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'POST /agencies/agency-1/consultants': inviteOnlyWithName({
          ...CAIO,
          _id: 'member-new',
          name: 'Nina Nova',
          email: 'nina@rumo.test',
        }),
      }),
    );
    const { user } = await openAgency();
    await user.click(await screen.findByRole('button', { name: 'Add consultant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add consultant' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.type(email, 'Nina@Rumo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(
      await within(dialog).findByText('User not found. Please provide a name for registration.'),
    ).toBeVisible();
    expect(api.callsTo('POST /agencies/agency-1/consultants')[0]?.body).toEqual({
      email: 'nina@rumo.test',
      role: 'consultant',
    });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());

    // The code is kept: confirming without a name asks for it instead of calling again.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Enter a name to create the account and send the invitation.'),
    );
    expect(api.callsTo('POST /agencies/agency-1/consultants')).toHaveLength(1);

    await user.type(name, 'Nina Nova');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Agency administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /agencies/agency-1/consultants')[1]?.body).toEqual({
      email: 'nina@rumo.test',
      name: 'Nina Nova',
      role: 'consultant-admin',
    });
    expect(await screen.findByText('Consultant added.')).toBeInTheDocument();
  });

  it('says an invitation was sent to someone with an account, listed as pending with the e-mail in its column', async () => {
    // The server names an invited person by the e-mail typed: nothing of theirs shows until they accept.
    const ivo: Consultant = {
      ...DORA,
      _id: 'member-ivo',
      userId: 'ivo-user',
      name: 'ivo@rumo.test',
      email: 'ivo@rumo.test',
      status: 'invited',
    };
    let invited = false;
    const consultants = () => (invited ? [...CONSULTANTS, ivo] : CONSULTANTS);
    signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'POST /agencies/agency-1/consultants': () => {
          invited = true;
          return { status: 201, data: ivo };
        },
        'GET /agencies/agency-1': () => ({ status: 200, data: { ...AGENCY, consultants: consultants() } }),
        'GET /agencies/agency-1/consultants': () => ({ status: 200, data: consultants() }),
      }),
    );
    await i18n.changeLanguage('pt');
    const { user } = renderApp('/agency/agency-1');
    const table = await screen.findByRole('table', { name: 'Consultores' });
    await user.click(await screen.findByRole('button', { name: 'Adicionar consultor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar consultor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ivo@rumo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      await screen.findByText(
        'Convite enviado para ivo@rumo.test. A pessoa entra na agência quando aceitar.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Consultor adicionado com sucesso.')).not.toBeInTheDocument();

    const row = await within(table).findByRole('row', { name: /ivo@rumo\.test/ });
    const [name, email] = within(row).getAllByRole('cell');
    expect(name).toHaveTextContent(/^Convite pendente$/);
    expect(email).toHaveTextContent(/^ivo@rumo\.test$/);
  });

  it('edits: "Edit" title, prefilled fields and an "Update" button', async () => {
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'PUT /agencies/agency-1/consultants/member-caio': ({ body }) => ({
          status: 200,
          data: { ...CAIO, ...(body as object) },
        }),
      }),
    );
    const { user } = await openAgency();
    await user.click(await screen.findByRole('button', { name: 'Edit Caio Consultor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit consultant' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(CAIO.email);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(CAIO.name);
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Consultant');
    expect(within(dialog).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();

    // Editing needs the name.
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required Field'));
    expect(api.callsTo('PUT /agencies/agency-1/consultants/member-caio')).toHaveLength(0);

    await user.type(name, 'Caio Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /agencies/agency-1/consultants/member-caio')[0]?.body).toEqual({
      name: 'Caio Souza',
      email: CAIO.email,
      role: 'consultant',
    });
    expect(await screen.findByText('Consultant updated.')).toBeInTheDocument();
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    const api = signedInAs(MANAGER_USER, agencyRoutes());
    const { user } = await openAgency();
    await user.click(await screen.findByRole('button', { name: 'Add consultant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add consultant' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'nina@rumo');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(api.callsTo('POST /agencies/agency-1/consultants')).toHaveLength(0);
  });
});

describe('client dialog', () => {
  it('adds in Portuguese: keeps USER_NOT_FOUND, asks for the name and sends it with the consultant', async () => {
    await i18n.changeLanguage('pt');
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'POST /agencies/agency-1/clients': inviteOnlyWithName({ ...BRUNO, _id: 'client-new' }),
      }),
    );
    const { user } = renderApp('/agency/agency-1');
    await user.click(await screen.findByRole('button', { name: 'Adicionar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar cliente' });
    // A new client has no payment status to set yet; a manager may assign the consultant.
    expect(within(dialog).queryByRole('combobox', { name: 'Status do pagamento' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'rui@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Consultor responsável' }));
    await user.click(await screen.findByRole('option', { name: CAIO.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(
      await within(dialog).findByText('Usuário não encontrado. Informe um nome para o cadastro.'),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Rui Lopes');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = api.callsTo('POST /agencies/agency-1/clients');
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'rui@example.com', consultantId: CAIO._id },
      { email: 'rui@example.com', name: 'Rui Lopes', consultantId: CAIO._id },
    ]);
    expect(await screen.findByText('Cliente adicionado com sucesso.')).toBeInTheDocument();
  });

  it('edits: prefilled, with payment status and consultant, and sends an update', async () => {
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'PUT /agencies/agency-1/clients/client-bruno': ({ body }) => ({
          status: 200,
          data: { ...BRUNO, ...(body as object) },
        }),
      }),
    );
    const { user } = await openAgency();
    await user.click(await screen.findByRole('button', { name: 'Edit Bruno Reis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(BRUNO.email);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(BRUNO.name);
    expect(within(dialog).getByRole('combobox', { name: 'Payment status' })).toHaveTextContent('Paid');
    const consultant = within(dialog).getByRole('combobox', { name: 'Assigned consultant' });
    expect(consultant).toHaveTextContent(CAIO.name);

    await user.click(within(dialog).getByRole('combobox', { name: 'Payment status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await user.click(consultant);
    expect(await screen.findByRole('option', { name: `${DORA.name} (inactive)` })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'No consultant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /agencies/agency-1/clients/client-bruno')[0]?.body).toEqual({
      name: BRUNO.name,
      email: BRUNO.email,
      paymentStatus: 'overdue',
      consultantId: null,
    });
    expect(await screen.findByText('Client updated.')).toBeInTheDocument();
  });

  it("shows the e-mail and name of someone's own account read-only, and never sends them", async () => {
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'PUT /agencies/agency-1/clients/client-lia': ({ body }) => ({
          status: 200,
          data: { ...LIA, ...(body as object) },
        }),
      }),
    );
    const { user } = await openAgency();
    await user.click(await screen.findByRole('button', { name: 'Edit Lia Prado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Only the person can change the e-mail and name of their own account.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await user.type(email, 'attacker@evil.test');
    expect(email).toHaveValue(LIA.email);
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /agencies/agency-1/clients/client-lia')[0]?.body).toEqual({
      paymentStatus: 'paid',
      consultantId: null,
    });
  });

  it('marks the e-mail when the person already belongs to another agency', async () => {
    signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'POST /agencies/agency-1/clients': apiError(
          409,
          'IN_OTHER_AGENCY',
          'This person already belongs to another agency.',
        ),
      }),
    );
    const { user } = await openAgency();
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This person already belongs to another agency.'),
    );
    // Under the field and in the snackbar; the dialog stays open to change the e-mail.
    expect(screen.getAllByText('This person already belongs to another agency.')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Add client' })).toBeInTheDocument();
  });

  it('shows a failure without a server answer in the dialog and the snackbar, with the fixed text', async () => {
    await i18n.changeLanguage('pt');
    signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'PUT /agencies/agency-1/clients/client-bruno': () => {
          throw new Error('socket hang up');
        },
      }),
    );
    const { user } = renderApp('/agency/agency-1');
    await user.click(await screen.findByRole('button', { name: 'Editar Bruno Reis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao atualizar cliente');
    expect(screen.getAllByText('Erro ao atualizar cliente')).toHaveLength(2);
  });
});
