import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { mockApi } from '../../../test/mock-api';
import type { User } from '@trilha/shared';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../../test/session-fixtures';
import { renderApp } from '../../../test/render-app';
import { i18n } from '../../../lib/i18n/i18n';
import { queuedKey } from '../../../lib/offline/queue';

const PROFILE = TEST_PROFILE;

function signedIn() {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': { status: 200, data: PROFILE },
  });
}

afterEach(() => onlineManager.setOnline(true));

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

  it('reads the standing again after a change, so points earned show without a reload', async () => {
    storeSignedIn();
    let points = 1120;
    const api = mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': () => ({
        status: 200,
        data: { ...PROFILE, points, pointsInLevel: points % 500 },
      }),
      'POST /feedback': () => {
        points += 50;
        return { status: 201, data: { _id: 'f1', type: 'suggestion', text: 'More maps', createdAt: '' } };
      },
    });
    const { user } = renderApp('/feedback');
    expect(await screen.findByText('120 / 500 points')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Suggestion' }));
    await user.type(screen.getByLabelText('Your message'), 'More maps');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('170 / 500 points')).toBeInTheDocument();
    expect(api.callsTo('GET /users/profile').length).toBeGreaterThanOrEqual(2);
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
      '/premium',
      '/support',
      '/profile',
      '/account-settings',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks before signing out while changes made offline wait to be sent, as signing out deletes them', async () => {
    signedIn();
    const { user, router, queryClient } = renderApp('/trips');
    await screen.findByRole('heading', { name: 'My trips' });
    act(() => onlineManager.setOnline(false));
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: queuedKey('tip', 'trip-1') })
      .execute({ tripId: 'trip-1', input: { category: 'food', text: 'Pastéis in Belém' } })
      .catch(() => undefined);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign out without sending your changes?' });
    expect(ask).toHaveTextContent(
      '1 change made offline has not been sent yet. Signing out deletes it from this device along with your data.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /without sending/ })).toBeNull());
    expect(router.state.location.pathname).toBe('/trips');
    expect(localStorage.getItem('token')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out without sending your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out and discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it.each<[User['role'], string[]]>([
    ['consultant', ['/consultant/clients']],
    ['consultant-admin', ['/consultant/clients', '/agencies']],
    ['admin', ['/admin/dashboard', '/admin/agencies']],
  ])('adds the agency links of a %s (SPEC.md 6)', async (role, agencyLinks) => {
    const staff: User = { ...TEST_USER, role, isAdmin: role === 'admin', agencyId: 'agency-1' };
    storeSignedIn(staff);
    mockApi({
      'GET /auth/me': { status: 200, data: staff },
      'GET /users/profile': { status: 200, data: { ...PROFILE, role } },
    });
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/trips',
      ...agencyLinks,
      '/plan-trip',
      '/trip-wizard',
      '/calendar',
      '/about',
      '/feedback',
      '/support',
      '/profile',
      '/account-settings',
    ]);
    if (role === 'consultant-admin') {
      expect(within(drawer).getByRole('link', { name: 'My clients' })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'Agency settings' })).toBeInTheDocument();
    }
    if (role === 'admin') {
      expect(within(drawer).getByRole('link', { name: 'Admin panel' })).toHaveAttribute(
        'href',
        '/admin/dashboard',
      );
    }
  });

  it('places the notification bell between the avatar and the menu button', async () => {
    signedIn();
    renderApp('/trips');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    const avatar = screen.getByLabelText(TEST_USER.email);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(avatar.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bell.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown to visitors who are not signed in', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
