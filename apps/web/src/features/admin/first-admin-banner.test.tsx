import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { ADMIN_USER, signedInAs, STATS } from './admin-fixtures';

const WELCOME: Notification = {
  _id: 'welcome-1',
  kind: 'platform-admin',
  title: 'You are the administrator of this Trilha',
  message: 'As its first account, you approve sign-ups, manage people and agencies and grant premium.',
  link: '/admin/dashboard',
  isRead: false,
  createdAt: '2031-11-24T10:00:00.000Z',
};

describe('the first administrator', () => {
  it('is told once, above the screen, and opening the admin panel marks it read', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /trips': { status: 200, data: [] },
      'GET /notifications/unread': { status: 200, data: [WELCOME] },
      'POST /notifications/welcome-1/read': { status: 200, data: { ...WELCOME, isRead: true } },
      'GET /admin/stats': { status: 200, data: STATS },
    });
    const { user, router } = renderApp('/trips');
    expect(await screen.findByText('You are the administrator of this Trilha')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the admin panel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    await waitFor(() => expect(api.callsTo('POST /notifications/welcome-1/read')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByText('You are the administrator of this Trilha')).not.toBeInTheDocument(),
    );
  });

  it('can close the message instead', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /trips': { status: 200, data: [] },
      'GET /notifications/unread': { status: 200, data: [WELCOME] },
      'POST /notifications/welcome-1/read': { status: 200, data: { ...WELCOME, isRead: true } },
    });
    const { user } = renderApp('/trips');
    const title = await screen.findByText('You are the administrator of this Trilha');
    // The banner's own button: another part of the screen may have a "Close" of its own.
    const banner = title.closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/welcome-1/read')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByText('You are the administrator of this Trilha')).not.toBeInTheDocument(),
    );
  });
});
