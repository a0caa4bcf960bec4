import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SharedUser } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, OWNER_SHARE, signedInApi, VIEWER_SHARE } from './trip-fixtures';

const BRUNO = { _id: 'user-5', name: 'Bruno Reis', email: 'bruno@example.com' };
const BRUNO_SHARE: SharedUser = { userId: BRUNO._id, name: BRUNO.name, email: BRUNO.email, role: 'viewer' };

async function openShareDialog() {
  const { user } = renderApp('/trips/trip-1?tab=users');
  await user.click(await screen.findByRole('button', { name: 'Share trip' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Share trip' }) };
}

beforeAll(loadTripScreen, 60_000);

describe('share dialog', () => {
  it('finds a user not yet on the trip and adds them as a viewer by id', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      'GET /users/search': {
        status: 200,
        data: [BRUNO, { _id: VIEWER_SHARE.userId, name: VIEWER_SHARE.name, email: VIEWER_SHARE.email }],
      },
      'POST /trips/trip-1/shares': { status: 201, data: [OWNER_SHARE, VIEWER_SHARE, BRUNO_SHARE] },
    });
    const { user, dialog } = await openShareDialog();
    const share = within(dialog).getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Person'), 'bru');
    const bruno = await screen.findByRole('option', { name: /Bruno Reis/ });
    // Davi already has access, so the search does not offer him again.
    expect(screen.queryByRole('option', { name: /Davi Lima/ })).not.toBeInTheDocument();
    await user.click(bruno);
    expect(api.callsTo('GET /users/search').at(-1)?.params).toEqual({ query: 'bru' });
    expect(within(dialog).getByRole('combobox', { name: 'Access' })).toHaveTextContent('Viewer');
    await user.click(share);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /trips/trip-1/shares')[0]?.body).toEqual({ userId: 'user-5', role: 'viewer' });
    expect(await screen.findByText('Bruno Reis')).toBeInTheDocument();
  });

  it('shares by a typed e-mail as admin and shows the server refusal', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      'GET /users/search': { status: 200, data: [] },
      'POST /trips/trip-1/shares': apiError(409, 'SHARE_EXISTS', 'Already shared.'),
    });
    const { user, dialog } = await openShareDialog();
    await user.type(within(dialog).getByLabelText('Person'), 'Nina@Example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Access' }));
    await user.click(await screen.findByRole('option', { name: /Administrator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText('This trip is already shared with this person.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/shares')[0]?.body).toEqual({
      email: 'nina@example.com',
      role: 'admin',
    });
  });

  it('changes a role and removes someone after confirming', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      'PUT /trips/trip-1/shares/user-3': {
        status: 200,
        data: [OWNER_SHARE, { ...VIEWER_SHARE, role: 'admin' }],
      },
      'DELETE /trips/trip-1/shares/user-3': { status: 204 },
    });
    const { user } = renderApp('/trips/trip-1?tab=users');
    await user.click(await screen.findByRole('combobox', { name: 'Access of Davi Lima' }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    expect(api.callsTo('PUT /trips/trip-1/shares/user-3')[0]?.body).toEqual({ role: 'admin' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Access of Davi Lima' })).toHaveTextContent(
        'Administrator',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Davi Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Davi Lima?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/shares/user-3')).toHaveLength(1));
  });
});
