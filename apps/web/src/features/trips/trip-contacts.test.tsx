import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { CONTACTS } from './plan-fixtures';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';

async function openAddDialog() {
  const { user } = renderApp('/trips/trip-1?tab=contacts');
  await user.click(await screen.findByRole('button', { name: 'Add contact' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New contact' }) };
}

beforeAll(loadTripScreen, 60_000);

describe('contacts tab', () => {
  it('links an e-mail with mailto: and a telephone with tel:', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/contacts': { status: 200, data: CONTACTS },
    });
    renderApp('/trips/trip-1?tab=contacts');
    expect(await screen.findByRole('link', { name: 'Call Embassy at +351 21 000 0000' })).toHaveAttribute(
      'href',
      'tel:+351210000000',
    );
    expect(screen.getByRole('link', { name: 'E-mail Insurance at help@insure.example' })).toHaveAttribute(
      'href',
      'mailto:help@insure.example',
    );
    expect(screen.getByText('Open 9-17')).toBeInTheDocument();
  });

  it('checks the value against its type under the field, then saves', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/contacts': { status: 200, data: [] },
      'POST /trips/trip-1/contacts': { status: 201, data: CONTACTS[1] },
    });
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Insurance');
    await user.type(within(dialog).getByRole('textbox', { name: 'Telephone number' }), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    const phone = within(dialog).getByRole('textbox', { name: 'Telephone number' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a valid telephone number.'));
    await user.click(within(dialog).getByRole('radio', { name: 'E-mail' }));
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.clear(email);
    await user.type(email, 'help@insure');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(api.callsTo('POST /trips/trip-1/contacts')).toHaveLength(0);
    await user.type(email, '.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /trips/trip-1/contacts')[0]?.body).toEqual({
      name: 'Insurance',
      type: 'email',
      value: 'help@insure.example',
      notes: '',
    });
  });

  it('shows the server refusal inside the dialog', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/contacts': { status: 200, data: [] },
      'POST /trips/trip-1/contacts': apiError(403, 'FORBIDDEN', 'Forbidden'),
    });
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hotel');
    await user.type(within(dialog).getByRole('textbox', { name: 'Telephone number' }), '+351 21 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('is read-only for a viewer, who can still call and mail', async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }),
      },
      'GET /trips/trip-1/contacts': { status: 200, data: CONTACTS },
    });
    renderApp('/trips/trip-1?tab=contacts');
    expect(await screen.findByRole('link', { name: /^Call Embassy/ })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button')).not.toBeInTheDocument();
  });
});
