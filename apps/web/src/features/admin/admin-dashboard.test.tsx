import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@trilha/shared';
import { i18n } from '../../lib/i18n/i18n';
import { renderApp } from '../../test/render-app';
import { TEST_USER } from '../../test/session-fixtures';
import { ADMIN_USER, signedInAs, STATS } from './admin-fixtures';

describe('admin dashboard', () => {
  it('shows the figures at a glance and the sign-ups chart with its text summary', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/stats': { status: 200, data: STATS } });
    const { user } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeInTheDocument();

    const users = await screen.findByRole('region', { name: 'Users' });
    expect(users).toHaveTextContent('1,234');
    expect(within(users).getByText('Platform administrator').nextSibling).toHaveTextContent('4');
    expect(within(users).getByText('Waiting for approval').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Premium users' })).toHaveTextContent('87');
    expect(screen.getByRole('region', { name: 'Trips' })).toHaveTextContent('5,678');
    expect(screen.getByRole('region', { name: 'Agencies' })).toHaveTextContent('9');
    const ai = screen.getByRole('region', { name: 'AI generations' });
    expect(ai).toHaveTextContent('42 in the last 30 days');
    expect(within(ai).getByText('Itineraries').nextSibling).toHaveTextContent('300');
    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText('Suggestion').nextSibling).toHaveTextContent('7');

    const chart = screen.getByRole('heading', { name: 'Sign-ups per week' }).closest('section')!;
    expect(chart).toHaveTextContent('24 sign-ups in the last 12 weeks, most in the week of 11/10/2031 (12).');
    await user.click(within(chart).getByRole('button', { name: 'Week by week' }));
    const weeks = within(chart).getByRole('table', { name: 'Sign-ups per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(within(weeks).getAllByRole('row')[10]).toHaveTextContent('11/10/203112');
  });

  it('links to every admin screen, with the number of accounts waiting for approval', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/stats': { status: 200, data: STATS } });
    renderApp('/admin/dashboard');
    const approval = await screen.findByRole('link', { name: /Account approval.*3 accounts waiting/ });
    expect(approval).toHaveAttribute('href', '/admin/user-approval');
    expect(screen.getByRole('link', { name: /^Users/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /^Premium users/ })).toHaveAttribute(
      'href',
      '/admin/premium-users',
    );
    expect(screen.getByRole('link', { name: /^Feedback inbox/ })).toHaveAttribute('href', '/admin/feedback');
    expect(screen.getByRole('link', { name: /^Agencies/ })).toHaveAttribute('href', '/admin/agencies');
  });

  it('says when no one signed up and offers a retry when the figures fail', async () => {
    let calls = 0;
    signedInAs(ADMIN_USER, {
      'GET /admin/stats': () =>
        ++calls === 1
          ? { status: 500, data: { statusCode: 500, code: 'INTERNAL', error: 'Error', message: 'x' } }
          : {
              status: 200,
              data: { ...STATS, signupsPerWeek: STATS.signupsPerWeek.map((w) => ({ ...w, count: 0 })) },
            },
    });
    const { user } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sign-ups in the last 12 weeks.')).toBeInTheDocument();
  });

  it('reads in Portuguese with the dates of Brazil', async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/stats': { status: 200, data: STATS } });
    await i18n.changeLanguage('pt');
    renderApp('/admin/dashboard');
    expect(
      await screen.findByText('24 cadastros nas últimas 12 semanas, mais na semana de 10/11/2031 (12).'),
    ).toBeInTheDocument();
  });
});

describe('admin screens are for admins only', () => {
  it.each<[Role, string]>([
    ['user', '/admin/dashboard'],
    ['consultant', '/admin/users'],
    ['consultant-admin', '/admin/user-approval'],
    ['consultant-admin', '/admin/premium-users'],
    ['user', '/admin/feedback'],
  ])('sends a %s away from %s', async (role, path) => {
    const api = signedInAs(
      { ...TEST_USER, role, isAdmin: false, agencyId: role === 'user' ? null : 'agency-1' },
      { 'GET /trips': { status: 200, data: [] } },
    );
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.requests.filter((request) => request.url.startsWith('/admin'))).toEqual([]);
  });
});
