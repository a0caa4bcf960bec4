import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { AGENCY_ROLES, type Role } from '@trilha/shared';
import { mockApi } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp, withSessionRoot } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { PublicOnly, RequireAuth, RequireRole } from './require-auth';

function Screen({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p>
      {name}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

const testRoutes: RouteObject[] = withSessionRoot([
  {
    element: <PublicOnly />,
    children: [{ path: 'login', element: <Screen name="login screen" /> }],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'trips', element: <Screen name="trips screen" /> },
      {
        element: <RequireRole roles={['admin']} />,
        children: [{ path: 'admin/dashboard', element: <Screen name="admin screen" /> }],
      },
      {
        element: <RequireRole roles={AGENCY_ROLES} />,
        children: [{ path: 'consultant/clients', element: <Screen name="agency screen" /> }],
      },
    ],
  },
]);

function signInAs(role: Role) {
  const user = { ...TEST_USER, role, isAdmin: role === 'admin' };
  storeSignedIn(user);
  mockApi({ 'GET /auth/me': { status: 200, data: user } });
}

describe('route guards', () => {
  it('sends an anonymous visitor to /login, remembering where they wanted to go', async () => {
    mockApi();
    const { router } = renderApp('/admin/dashboard', testRoutes);
    expect(await screen.findByText('login screen from /admin/dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user with the wrong role back to /trips', async () => {
    signInAs('user');
    const { router } = renderApp('/admin/dashboard', testRoutes);
    expect(await screen.findByText('trips screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips');
  });

  it('tells the person sent away why, in their language, and not again once closed', async () => {
    signInAs('user');
    await i18n.changeLanguage('pt');
    const { user, router } = renderApp('/admin/dashboard', testRoutes);
    expect(await screen.findByText('trips screen')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Aquela página é só para administradores. Você voltou para as suas viagens.',
    );
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/trips');
  });

  it('tells a user kept out of the agency pages that they are for agency staff', async () => {
    signInAs('user');
    renderApp('/consultant/clients', testRoutes);
    expect(await screen.findByText('trips screen')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'That page is for agency staff only. You are back at your trips.',
    );
  });

  it('keeps a consultant out of the admin group', async () => {
    signInAs('consultant');
    renderApp('/admin/dashboard', testRoutes);
    expect(await screen.findByText('trips screen')).toBeInTheDocument();
  });

  it("opens the admin panel's dashboard at /admin, and tells anyone else the panel is for administrators", async () => {
    signInAs('admin');
    const admin = renderApp('/admin');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin/dashboard'));
    admin.unmount();
    signInAs('user');
    const { router } = renderApp('/admin');
    expect(
      await screen.findByText('That page is for administrators only. You are back at your trips.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips');
  });

  it('lets the right role in', async () => {
    signInAs('admin');
    renderApp('/admin/dashboard', testRoutes);
    expect(await screen.findByText('admin screen')).toBeInTheDocument();
  });

  it.each(['consultant', 'consultant-admin', 'admin'] as const)(
    'opens the agency group to %s',
    async (role) => {
      signInAs(role);
      renderApp('/consultant/clients', testRoutes);
      expect(await screen.findByText('agency screen')).toBeInTheDocument();
    },
  );

  it('sends a signed-in user away from the login page to /trips', async () => {
    signInAs('user');
    const { router } = renderApp('/login', testRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
  });
});
