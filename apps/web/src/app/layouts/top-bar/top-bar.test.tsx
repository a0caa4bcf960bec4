import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../../test/session-fixtures';
import { renderApp } from '../../../test/render-app';
import { i18n } from '../../../lib/i18n/i18n';

const PROFILE = TEST_PROFILE;

function signedIn() {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': { status: 200, data: PROFILE },
  });
}

describe('top bar', () => {
  it('shows the level box in Portuguese', async () => {
    signedIn();
    await i18n.changeLanguage('pt');
    renderApp('/trips');
    expect(await screen.findByText('Nível 3')).toBeInTheDocument();
    expect(screen.getByText('120 / 500 pontos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nível 3/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByLabelText(TEST_USER.email)).toHaveTextContent('A');
  });

  it('opens the drawer with the user, the links and logout', async () => {
    signedIn();
    const { user, router } = renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(TEST_USER.name)).toBeInTheDocument();
    expect(within(drawer).getByText(TEST_USER.email)).toBeInTheDocument();
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/trips',
      '/plan-trip',
      '/trip-wizard',
      '/calendar',
      '/about',
      '/feedback',
      '/support',
      '/profile',
      '/account-settings',
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is not shown to visitors who are not signed in', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
