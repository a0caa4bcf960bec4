import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { ADMIN_USER, AGENCY, AGENCY_ITEM, agencyRoutes, MANAGER_USER, signedInAs } from './agency-fixtures';

describe('agencies list', () => {
  it('lists the agencies for an admin, each opening its screen', async () => {
    signedInAs(ADMIN_USER, agencyRoutes());
    const { user, router } = renderApp('/admin/agencies');
    const table = await screen.findByRole('table', { name: 'Agencies' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(AGENCY.address);
    expect(row).toHaveTextContent(`${AGENCY.contactEmail} · ${AGENCY.phone}`);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 5),
    ).toEqual(['3', '2']);
    await user.click(within(row).getByRole('link', { name: AGENCY.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/agency-1'));
    expect(await screen.findByRole('link', { name: 'All agencies' })).toHaveAttribute(
      'href',
      '/admin/agencies',
    );
  });

  it('creates an agency from the dialog, checking the telephone first', async () => {
    const api = signedInAs(
      ADMIN_USER,
      agencyRoutes({
        'GET /agencies': { status: 200, data: [] },
        'POST /agencies': ({ body }) => ({
          status: 201,
          data: { _id: 'agency-2', consultants: [], clients: [], ...(body as object) },
        }),
      }),
    );
    const { user } = renderApp('/admin/agencies');
    expect(await screen.findByText('No agencies yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agency' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Agency name' }), 'Norte Turismo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Av. Paulista, 900');
    const email = within(dialog).getByRole('textbox', { name: 'Contact e-mail' });
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'contato@norte.test');
    const phone = within(dialog).getByRole('textbox', { name: 'Telephone' });
    await user.type(phone, 'call us');
    await user.click(within(dialog).getByRole('button', { name: 'New agency' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a valid telephone number.'));
    expect(api.callsTo('POST /agencies')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+55 11 3333-4444');
    await user.click(within(dialog).getByRole('button', { name: 'New agency' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /agencies')[0]?.body).toEqual({
      name: 'Norte Turismo',
      address: 'Av. Paulista, 900',
      contactEmail: 'contato@norte.test',
      phone: '+55 11 3333-4444',
    });
    expect(await screen.findByText('Agency created.')).toBeInTheDocument();
  });

  it('explains what deleting an agency does before deleting it', async () => {
    const api = signedInAs(ADMIN_USER, agencyRoutes({ 'DELETE /agencies/agency-1': { status: 204 } }));
    const { user } = renderApp('/admin/agencies');
    await user.click(await screen.findByRole('button', { name: `Delete ${AGENCY.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete the agency ${AGENCY.name}?` });
    expect(dialog).toHaveTextContent(
      'go back to being plain users: they keep their accounts and their trips',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`The agency ${AGENCY.name} was deleted.`)).toBeInTheDocument();
    expect(api.callsTo('DELETE /agencies/agency-1')).toHaveLength(1);
  });

  it('edits an agency, prefilled', async () => {
    const api = signedInAs(
      ADMIN_USER,
      agencyRoutes({ 'PUT /agencies/agency-1': { status: 200, data: { ...AGENCY, name: 'Rumo Turismo' } } }),
    );
    const { user } = renderApp('/admin/agencies');
    await user.click(await screen.findByRole('button', { name: `Edit ${AGENCY.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit agency' });
    const name = within(dialog).getByRole('textbox', { name: 'Agency name' });
    expect(name).toHaveValue(AGENCY_ITEM.name);
    await user.clear(name);
    await user.type(name, 'Rumo Turismo');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Agency updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT /agencies/agency-1')[0]?.body).toMatchObject({ name: 'Rumo Turismo' });
  });

  it("takes a consultant-admin from /agencies to their own agency's screen", async () => {
    signedInAs(MANAGER_USER, agencyRoutes());
    const { router } = renderApp('/agencies');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/agency-1'));
    expect(await screen.findByRole('button', { name: 'Edit agency' })).toBeInTheDocument();
  });

  it('keeps /admin/agencies to admins', async () => {
    signedInAs(MANAGER_USER, agencyRoutes({ 'GET /trips': { status: 200, data: [] } }));
    const { router } = renderApp('/admin/agencies');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
  });
});
