import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { InviteLinkPreview } from '@trilha/shared';
import { apiError, mockApi } from '../../test/mock-api';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from './trip-fixtures';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';
const OPEN = `GET /invite-links/${TOKEN}`;
const ACCEPT = `POST /invite-links/${TOKEN}/accept`;
const PREVIEW: InviteLinkPreview = {
  tripTitle: 'Summer in Lisbon',
  role: 'viewer',
  invitedBy: 'Olga Reis',
  guestName: null,
};

const GONE = [
  [404, 'LINK_NOT_FOUND', 'Invite link not found'],
  [410, 'LINK_EXPIRED', 'This invite link has expired'],
  [410, 'LINK_REVOKED', 'This invite link was revoked'],
  [410, 'LINK_USED_UP', 'This invite link has already been used'],
] as const;

describe('join page, signed out', () => {
  it('says what the link is for and who sent it, and signing in comes back to it', async () => {
    const token = makeToken();
    mockApi({
      [OPEN]: { status: 200, data: PREVIEW },
      'POST /auth/login': { status: 200, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp(`/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join “Summer in Lisbon”' })).toBeInTheDocument();
    expect(
      screen.getByText('Olga Reis invited you to this trip as viewer (you can see the whole trip).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join trip' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/join/${TOKEN}`));
    expect(await screen.findByRole('button', { name: 'Join trip' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Ana Souza.')).toBeInTheDocument();
  });

  it('creating an account comes back to the link too, also by way of the sign-in page', async () => {
    const token = makeToken();
    mockApi({
      [OPEN]: { status: 200, data: PREVIEW },
      'POST /auth/register': { status: 201, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp(`/join/${TOKEN}`);
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Create one' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await user.type(await screen.findByLabelText('Name'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/join/${TOKEN}`));
    expect(await screen.findByRole('button', { name: 'Join trip' })).toBeInTheDocument();
  });

  it('offers creating an account straight away, and names the guest a link is for', async () => {
    mockApi({ [OPEN]: { status: 200, data: { ...PREVIEW, role: 'admin', guestName: 'Ana' } } });
    const { router, user } = renderApp(`/join/${TOKEN}`);
    expect(
      await screen.findByText(
        "You were added as Ana in this trip's costs: joining makes those expenses and balances yours.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Olga Reis invited you to this trip as administrator (you can also edit and share it).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: `/join/${TOKEN}` } });
  });

  it.each(GONE)('answered %i %s, says so and offers signing in', async (status, code, title) => {
    mockApi({ [OPEN]: apiError(status, code, 'Gone.') });
    renderApp(`/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('join page, signed in', () => {
  it('joins and opens the trip', async () => {
    const api = signedInApi({
      [OPEN]: { status: 200, data: PREVIEW },
      [ACCEPT]: { status: 200, data: makeTrip({ myRole: 'viewer' }) },
      'GET /trips/trip-1': { status: 200, data: makeTrip({ myRole: 'viewer' }) },
    });
    const { user, router } = renderApp(`/join/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Join trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(api.callsTo(ACCEPT)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('says the link was used up when someone else joined by it first', async () => {
    signedInApi({
      [OPEN]: { status: 200, data: PREVIEW },
      [ACCEPT]: apiError(410, 'LINK_USED_UP', 'Used.'),
    });
    const { user, router } = renderApp(`/join/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Join trip' }));
    expect(
      await screen.findByRole('heading', { name: 'This invite link has already been used' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/join/${TOKEN}`);
  });

  it.each(GONE)('answered %i %s, says so and offers the trips', async (status, code, title) => {
    signedInApi({ [OPEN]: apiError(status, code, 'Gone.') });
    renderApp(`/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/trips');
  });
});
