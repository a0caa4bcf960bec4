import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AgencyInvitation, User } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { signedInAs } from './agency-fixtures';

const INVITATION: AgencyInvitation = {
  _id: 'invitation-1',
  agencyId: 'agency-1',
  agencyName: 'Rumo Viagens',
  as: 'consultant',
  role: 'consultant',
  invitedBy: { name: 'Marta Gestora' },
  createdAt: '2030-01-01T10:00:00.000Z',
};

const CONSULTANT: User = { ...TEST_USER, role: 'consultant', agencyId: 'agency-1' };

describe('an invitation to join an agency', () => {
  it('asks above the screen, and accepting takes the new role at once', async () => {
    const api = signedInAs(TEST_USER, {
      'GET /trips': { status: 200, data: [] },
      'GET /agency-invitations': { status: 200, data: [INVITATION] },
      'POST /agency-invitations/invitation-1/accept': {
        status: 200,
        data: { user: CONSULTANT, token: makeToken({ role: 'consultant' }, CONSULTANT) },
      },
      'GET /consultants/clients': { status: 200, data: [] },
    });
    const { user, router } = renderApp('/trips');
    const invitation = await screen.findByRole('region', { name: 'Invitation from Rumo Viagens' });
    expect(invitation).toHaveTextContent('Marta Gestora invited you to join Rumo Viagens as a consultant.');
    expect(invitation).toHaveTextContent('Nothing changes on your account');

    await user.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You joined Rumo Viagens.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultant/clients'));
    expect(api.callsTo('POST /agency-invitations/invitation-1/accept')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ role: 'consultant' });
  });

  it('declining removes it, and a refusal from the server is shown', async () => {
    let answered = false;
    signedInAs(TEST_USER, {
      'GET /trips': { status: 200, data: [] },
      'GET /agency-invitations': () => ({ status: 200, data: answered ? [] : [INVITATION] }),
      'POST /agency-invitations/invitation-1/accept': apiError(
        404,
        'INVITATION_NOT_FOUND',
        'This invitation no longer exists.',
      ),
      'POST /agency-invitations/invitation-1/decline': () => {
        answered = true;
        return { status: 204 };
      },
    });
    const { user } = renderApp('/trips');
    const invitation = await screen.findByRole('region', { name: 'Invitation from Rumo Viagens' });
    await user.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation no longer exists.')).toBeInTheDocument();

    await user.click(within(invitation).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation from Rumo Viagens.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitation from Rumo Viagens' })).not.toBeInTheDocument(),
    );
  });
});
