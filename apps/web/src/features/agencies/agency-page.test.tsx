import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import {
  ADMIN_USER,
  AGENCY,
  agencyRoutes,
  CAIO,
  CLIENTS,
  CONSULTANT_USER,
  CONSULTANTS,
  DORA,
  LIA,
  MANAGER_USER,
  signedInAs,
} from './agency-fixtures';

function rowOf(table: HTMLElement, name: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A phone-sized window: MUI's `down('sm')` query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width:599.95px'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('agency screen', () => {
  it('shows the title, the agency, its consultants and its clients', async () => {
    signedInAs(MANAGER_USER, agencyRoutes());
    renderApp('/agency/agency-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency manager' })).toBeInTheDocument();
    expect(screen.getByText(AGENCY.name)).toBeInTheDocument();
    expect(screen.getByText(AGENCY.address)).toBeInTheDocument();

    const consultants = await screen.findByRole('table', { name: 'Consultants' });
    expect(
      within(consultants)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Status', 'Actions']);
    const dora = rowOf(consultants, DORA.name);
    expect(dora).toHaveTextContent(DORA.email);
    expect(dora).toHaveTextContent('Inactive');
    expect(within(dora).getByRole('button', { name: 'Activate Dora Dias' })).toBeEnabled();
    expect(within(dora).getByRole('button', { name: 'Remove Dora Dias' })).toBeEnabled();
    // The signed-in manager may not remove nor deactivate themselves.
    const self = rowOf(consultants, MANAGER_USER.name);
    expect(self).toHaveTextContent('Agency administrator');
    expect(within(self).getByRole('button', { name: `Remove ${MANAGER_USER.name}` })).toBeDisabled();

    const clients = screen.getByRole('table', { name: 'Clients' });
    expect(
      within(clients)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Payment status', 'Assigned consultant', 'Actions']);
    expect(rowOf(clients, 'Bruno Reis')).toHaveTextContent(`bruno@example.comPaid${CAIO.name}`);
    expect(rowOf(clients, LIA.name)).toHaveTextContent('OverdueNo consultant');
    expect(screen.getByRole('button', { name: 'Add consultant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add client' })).toBeInTheDocument();
  });

  it('removes a client after confirming and says so for 6 seconds', async () => {
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({ 'DELETE /agencies/agency-1/clients/client-lia': { status: 204 } }),
    );
    const { user } = renderApp('/agency/agency-1');
    await user.click(await screen.findByRole('button', { name: 'Remove Lia Prado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lia Prado from the agency?' });
    expect(dialog).toHaveTextContent('keeps their account and trips');
    api.requests.length = 0;
    // The snackbar's timer runs on the fake clock, which otherwise follows the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Client removed.');
    expect(api.callsTo('DELETE /agencies/agency-1/clients/client-lia')).toHaveLength(1);
    // The lists are fetched again.
    await waitFor(() => expect(api.callsTo('GET /agencies/agency-1/clients').length).toBeGreaterThan(0));

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Client removed.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText('Client removed.')).not.toBeInTheDocument());
  });

  it('removes a consultant and toggles another one', async () => {
    const api = signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'DELETE /agencies/agency-1/consultants/member-dora': { status: 204 },
        'PATCH /agencies/agency-1/consultants/member-caio/toggle-status': {
          status: 200,
          data: { ...CAIO, status: 'inactive' },
        },
      }),
    );
    const { user } = renderApp('/agency/agency-1');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Caio Consultor' }));
    expect(await screen.findByText("Caio Consultor's access was deactivated.")).toBeInTheDocument();
    expect(api.callsTo('PATCH /agencies/agency-1/consultants/member-caio/toggle-status')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Dora Dias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dora Dias from the agency?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Consultant removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /agencies/agency-1/consultants/member-dora')).toHaveLength(1);
  });

  it("shows the server's message in an error snackbar when a call fails", async () => {
    signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'DELETE /agencies/agency-1/consultants/member-dora': apiError(403, 'FORBIDDEN', 'Forbidden'),
      }),
    );
    const { user } = renderApp('/agency/agency-1');
    await user.click(await screen.findByRole('button', { name: 'Remove Dora Dias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dora Dias from the agency?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getByText(DORA.email)).toBeInTheDocument();
  });

  it('falls back to the fixed Portuguese texts when the server did not answer', async () => {
    await i18n.changeLanguage('pt');
    signedInAs(
      MANAGER_USER,
      agencyRoutes({
        'GET /agencies/agency-1/clients': () => {
          throw new Error('offline');
        },
        'PATCH /agencies/agency-1/consultants/member-dora/toggle-status': () => {
          throw new Error('offline');
        },
      }),
    );
    const { user } = renderApp('/agency/agency-1');
    // The clients list says it failed, in place and in the snackbar.
    await waitFor(() => expect(screen.getAllByText('Erro ao buscar clientes')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Ativar Dora Dias' }));
    expect(await screen.findByText('Erro ao atualizar status do consultor')).toBeInTheDocument();
  });

  it('is read-only for a consultant, who may still add a client of their own', async () => {
    const api = signedInAs(
      CONSULTANT_USER,
      agencyRoutes({
        'POST /agencies/agency-1/clients': { status: 201, data: { ...LIA, _id: 'client-new' } },
      }),
    );
    const { user } = renderApp('/agency/agency-1');
    const consultants = await screen.findByRole('table', { name: 'Consultants' });
    expect(within(consultants).getAllByRole('row')).toHaveLength(CONSULTANTS.length + 1);
    const clients = await screen.findByRole('table', { name: 'Clients' });
    expect(within(clients).getAllByRole('row')).toHaveLength(CLIENTS.length + 1);
    expect(
      screen.queryByRole('button', { name: /^(Edit|Remove|Activate|Deactivate) / }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add consultant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit agency' })).not.toBeInTheDocument();
    // A consultant may not list the consultants: they come with the agency.
    expect(api.callsTo('GET /agencies/agency-1/consultants')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'lia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Client added.')).toBeInTheDocument();
    expect(api.callsTo('POST /agencies/agency-1/clients')[0]?.body).toEqual({ email: 'lia@example.com' });
  });

  it('shows cards instead of tables on a phone', async () => {
    onPhone();
    signedInAs(MANAGER_USER, agencyRoutes());
    renderApp('/agency/agency-1');
    const clients = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lia = within(clients).getAllByRole('listitem')[1]!;
    expect(lia).toHaveTextContent(`${LIA.name}E-mail${LIA.email}Payment statusOverdue`);
    expect(within(lia).getByRole('button', { name: `Edit ${LIA.name}` })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Consultants' })).toBeInTheDocument();
  });

  it('opens the edit dialog a clients list links to', async () => {
    signedInAs(ADMIN_USER, agencyRoutes());
    renderApp('/agency/agency-1?editClient=client-lia');
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(LIA.name);
  });

  it('says when the agency is not there', async () => {
    signedInAs(
      MANAGER_USER,
      agencyRoutes({ 'GET /agencies/agency-2': apiError(404, 'AGENCY_NOT_FOUND', 'Agency not found.') }),
    );
    renderApp('/agency/agency-2');
    expect(await screen.findByText(/^Agency not found\. It may have been deleted/)).toBeInTheDocument();
  });

  it('keeps plain users out', async () => {
    const { TEST_USER } = await import('../../test/session-fixtures');
    signedInAs(TEST_USER, agencyRoutes({ 'GET /trips': { status: 200, data: [] } }));
    const { router } = renderApp('/agency/agency-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
  });
});
