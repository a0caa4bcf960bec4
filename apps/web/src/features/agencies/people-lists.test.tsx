import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import {
  ADMIN_USER,
  AGENCY_ITEM,
  agencyRoutes,
  CONSULTANT_USER,
  DORA,
  LIA,
  MANAGER_USER,
  signedInAs,
} from './agency-fixtures';

describe('clients and consultants lists', () => {
  it("filters the consultant-admin's clients by name or e-mail and links edits to the agency screen", async () => {
    signedInAs(MANAGER_USER, agencyRoutes());
    const { user, router } = renderApp('/clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Search clients' });
    await user.type(search, 'LIA@');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent(LIA.name);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('Nobody matches “nobody”')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'prado');
    await user.click(await screen.findByRole('button', { name: `Edit ${LIA.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/agency-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue(LIA.email);
  });

  it('lets an admin pick the agency whose consultants to see', async () => {
    const other = { ...AGENCY_ITEM, _id: 'agency-2', name: 'Norte Turismo' };
    const api = signedInAs(
      ADMIN_USER,
      agencyRoutes({
        'GET /agencies': { status: 200, data: [AGENCY_ITEM, other] },
        'GET /agencies/agency-2/consultants': { status: 200, data: [] },
      }),
    );
    const { user } = renderApp('/consultants');
    const table = await screen.findByRole('table', { name: 'Consultants' });
    expect(table).toHaveTextContent(DORA.email);
    await user.click(screen.getByRole('combobox', { name: 'Agency' }));
    await user.click(await screen.findByRole('option', { name: 'Norte Turismo' }));
    expect(await screen.findByText('No consultants yet')).toBeInTheDocument();
    expect(api.callsTo('GET /agencies/agency-2/consultants')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Add consultant' })).toHaveAttribute(
      'href',
      '/agency/agency-2?addConsultant=1',
    );
  });

  it('sends a plain consultant to their own clients', async () => {
    signedInAs(CONSULTANT_USER, { 'GET /consultants/clients': { status: 200, data: [] } });
    const { router } = renderApp('/consultants');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultant/clients'));
  });
});
