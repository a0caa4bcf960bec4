import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@trilha/shared';
import { apiError, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ADMIN_USER, DUDA, ELI, page, signedInAs } from './admin-fixtures';

/** GET /admin/users answers the accounts still pending; approving or rejecting one takes it off. */
function pendingServer(pending: AdminUser[]) {
  const decide = ({ url }: MockRequest) => {
    const id = url.split('/')[3];
    pending = pending.filter((user) => user._id !== id);
    return url.endsWith('/reject') ? { status: 204 } : { status: 200, data: { ...DUDA, status: 'active' } };
  };
  return {
    'GET /admin/users': ({ params }: MockRequest) => (params.status === 'pending' ? page(pending) : page([])),
    [`POST /admin/users/${DUDA._id}/approve`]: decide,
    [`POST /admin/users/${ELI._id}/reject`]: decide,
  };
}

describe('account approval', () => {
  it('approves someone after confirming, and they leave the list', async () => {
    const api = signedInAs(ADMIN_USER, pendingServer([DUDA, ELI]));
    const { user } = renderApp('/admin/user-approval');
    const table = await screen.findByRole('table', { name: 'Accounts waiting for approval' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(api.callsTo('GET /admin/users')[0]?.params).toMatchObject({ status: 'pending' });

    await user.click(screen.getByRole('button', { name: `Approve ${DUDA.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${DUDA.name}?` });
    expect(dialog).toHaveTextContent(`${DUDA.email} gets an e-mail and can sign in at once.`);
    expect(api.callsTo(`POST /admin/users/${DUDA._id}/approve`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(`${DUDA.name} can now sign in.`)).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/users/${DUDA._id}/approve`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(DUDA.email)).not.toBeInTheDocument());
    expect(screen.getByText(ELI.email)).toBeInTheDocument();
  });

  it('rejects someone after confirming, and shows the empty state once nobody waits', async () => {
    const api = signedInAs(ADMIN_USER, pendingServer([ELI]));
    const { user } = renderApp('/admin/user-approval');
    await user.click(await screen.findByRole('button', { name: `Reject ${ELI.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${ELI.name}?` });
    expect(dialog).toHaveTextContent('The account is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nobody is waiting')).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/users/${ELI._id}/reject`)).toHaveLength(1);
    expect(screen.getByText(`${ELI.name}'s sign-up was rejected.`)).toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const api = signedInAs(ADMIN_USER, pendingServer([DUDA]));
    const { user } = renderApp('/admin/user-approval');
    await user.click(await screen.findByRole('button', { name: `Reject ${DUDA.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says in the dialog why an approval was refused', async () => {
    signedInAs(ADMIN_USER, {
      ...pendingServer([DUDA]),
      [`POST /admin/users/${DUDA._id}/approve`]: apiError(
        409,
        'USER_NOT_PENDING',
        'This account is not waiting for approval.',
      ),
    });
    const { user } = renderApp('/admin/user-approval');
    await user.click(await screen.findByRole('button', { name: `Approve ${DUDA.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account is not waiting for approval.',
    );
  });
});
