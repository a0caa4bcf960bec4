import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { ADMIN_USER, BIA, CAIO, makeAdminUser, makeAuditEntry, page, signedInAs } from './admin-fixtures';

const PREMIUM_EXPIRED = makeAdminUser({
  _id: 'user-fia',
  name: 'Fia Souza',
  email: 'fia@example.com',
  lastAction: makeAuditEntry({ action: 'premium-expired', actorId: null, actorName: null }),
});

describe('admin users', () => {
  it("lists users with each one's last admin action in the user's locale", async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/users': page([BIA, CAIO, PREMIUM_EXPIRED]) });
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, bia, caio, fia] = within(table).getAllByRole('row');
    expect(bia).toHaveTextContent('No admin action yet');
    expect(caio).toHaveTextContent('Suspended by Paula Admin on 11/24/2031');
    expect(within(caio!).getByText('Suspended')).toBeInTheDocument();
    expect(fia).toHaveTextContent('Premium ended on 11/24/2031');
  });

  it('shows the last action in Portuguese with a Brazilian date', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/users': page([CAIO]) });
    await i18n.changeLanguage('pt');
    renderApp('/admin/users');
    expect(await screen.findByText('Suspenso por Paula Admin em 24/11/2031')).toBeInTheDocument();
  });

  it('searches after a pause in typing and filters by status and role', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': ({ params }: MockRequest) => page(params.q === 'bia' ? [BIA] : [BIA, CAIO]),
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText(CAIO.email);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bia');
    await waitFor(() => expect(screen.queryByText(CAIO.email)).not.toBeInTheDocument());
    // One request for the whole word, not one per letter.
    expect(api.callsTo('GET /admin/users').map((request) => request.params.q)).toEqual([undefined, 'bia']);

    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('All');
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/users').at(-1)?.params).toMatchObject({ q: 'bia', status: 'suspended' }),
    );
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Agency administrator' }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/users').at(-1)?.params).toMatchObject({
        q: 'bia',
        status: 'suspended',
        role: 'consultant-admin',
        limit: 20,
      }),
    );
  });

  it('loads the next page with the cursor the server named', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': ({ params }: MockRequest) =>
        params.cursor === 'next-1' ? page([CAIO]) : page([BIA], 'next-1'),
    });
    const { user } = renderApp('/admin/users');
    await screen.findByText(BIA.email);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(CAIO.email)).toBeInTheDocument();
    expect(screen.getByText(BIA.email)).toBeInTheDocument();
    expect(api.callsTo('GET /admin/users')[1]?.params).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('suspends someone from their actions menu after confirming', async () => {
    let bia = BIA;
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': () => page([bia]),
      [`POST /admin/users/${BIA._id}/suspend`]: () => {
        bia = { ...BIA, status: 'suspended', lastAction: makeAuditEntry() };
        return { status: 200, data: bia };
      },
    });
    const { user } = renderApp('/admin/users');
    const menuButton = await screen.findByRole('button', { name: `Actions for ${BIA.name}` });
    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Suspend', 'Change role', 'Grant premium', 'Reset two-step verification']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: `Suspend ${BIA.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(`${BIA.name} was suspended.`)).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/users/${BIA._id}/suspend`)).toHaveLength(1);
    expect(await screen.findByText('Suspended by Paula Admin on 11/24/2031')).toBeInTheDocument();
  });

  it('offers reactivation for a suspended account', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': page([CAIO]),
      [`POST /admin/users/${CAIO._id}/reactivate`]: { status: 200, data: { ...CAIO, status: 'active' } },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: `Actions for ${CAIO.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: `Reactivate ${CAIO.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(`${CAIO.name} was reactivated.`)).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/users/${CAIO._id}/reactivate`)).toHaveLength(1);
  });

  it('changes a role in a dialog', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': page([BIA]),
      [`PUT /admin/users/${BIA._id}`]: { status: 200, data: { ...BIA, role: 'admin' } },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: `Actions for ${BIA.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: `Change ${BIA.name}'s role` });
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Platform administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText(`${BIA.name} is now: Platform administrator.`)).toBeInTheDocument();
    expect(api.callsTo(`PUT /admin/users/${BIA._id}`)[0]?.body).toEqual({ role: 'admin' });
  });

  it('shows a refused role change translated, in the dialog', async () => {
    signedInAs(ADMIN_USER, {
      'GET /admin/users': page([BIA]),
      [`PUT /admin/users/${BIA._id}`]: apiError(409, 'AGENCY_REQUIRED', 'untranslated server text'),
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: `Actions for ${BIA.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Consultant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This role needs an agency: add the person to an agency as a consultant first.',
    );
  });

  it("shows the server's OWN_ACCOUNT refusal translated beside the suspend button", async () => {
    const me = makeAdminUser({ _id: ADMIN_USER._id, name: ADMIN_USER.name, role: 'admin' });
    signedInAs(ADMIN_USER, {
      'GET /admin/users': page([me]),
      [`POST /admin/users/${me._id}/suspend`]: apiError(409, 'OWN_ACCOUNT', 'untranslated server text'),
    });
    await i18n.changeLanguage('es');
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: `Acciones para ${me.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No puedes suspender ni degradar tu propia cuenta.',
    );
  });

  it('says when no one matches', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/users': page([]) });
    renderApp('/admin/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
