import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InviteLink } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { makeSummary, PARTICIPANTS } from './expense-fixtures';

const CREATE = 'POST /trips/trip-1/invite-links';
const TOKEN = 'G'.repeat(43);
const LINK: InviteLink = {
  _id: 'link-9',
  token: TOKEN,
  url: `http://trilha.test/join/${TOKEN}`,
  role: 'viewer',
  expiresAt: null,
  maxUses: 1,
  uses: 0,
  participantId: 'p-bruno',
  guestName: 'Bruno Costa',
  createdAt: '2026-06-01T10:00:00.000Z',
  revokedAt: null,
  state: 'active',
};

const financesApi = (trip = makeTrip()) =>
  signedInApi({
    'GET /trips/trip-1': { status: 200, data: trip },
    'GET /trips/trip-1/participants': { status: 200, data: PARTICIPANTS },
    'GET /trips/trip-1/expenses/summary': { status: 200, data: makeSummary() },
    [CREATE]: { status: 201, data: LINK },
  });

beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('inviting a guest of the costs', () => {
  it('makes a single-use link for the guest and shows it to copy', async () => {
    const api = financesApi();
    const { user } = renderApp('/trips/trip-1?tab=finances');
    // Only guests are invited here; the trip's users already are members.
    await user.click(await screen.findByRole('button', { name: 'Invite Bruno Costa' }));
    expect(screen.queryByRole('button', { name: 'Invite Carla Dias' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Invite Bruno Costa to the trip' });
    expect(await within(dialog).findByLabelText('Invite link')).toHaveValue(LINK.url);
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ role: 'viewer', participantId: 'p-bruno' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();

    // Or mailed by the server, as a link of its own.
    await user.type(within(dialog).getByLabelText('Bruno Costa’s e-mail'), 'bruno@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Invitation sent to bruno@example.com.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[1]?.body).toEqual({
      role: 'viewer',
      participantId: 'p-bruno',
      email: 'bruno@example.com',
    });
  });

  it('is not offered to a viewer', async () => {
    financesApi(makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }));
    renderApp('/trips/trip-1?tab=finances');
    await screen.findByRole('list', { name: 'People' });
    expect(screen.queryByRole('button', { name: 'Invite Bruno Costa' })).not.toBeInTheDocument();
  });
});
