import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { fillDate } from '../../test/date-fields';
import { loadTripScreen, renderApp } from '../../test/render-app';
import {
  ADMIN_PERMISSIONS,
  makeTrip,
  OWNER_SHARE,
  signedInApi,
  VIEWER_PERMISSIONS,
  VIEWER_SHARE,
} from './trip-fixtures';

beforeAll(loadTripScreen, 60_000);

describe('copying a trip', () => {
  it('copies with a new name, start date and bookings, then opens the copy', async () => {
    const copy = makeTrip({
      _id: 'trip-2',
      title: 'Lisbon again',
      startDate: '2026-09-01',
      endDate: '2026-09-08',
    });
    const api = signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ permissions: VIEWER_PERMISSIONS, myRole: 'viewer' }),
      },
      'POST /trips/trip-1/copy': { status: 201, data: copy },
      'GET /trips/trip-2': { status: 200, data: copy },
    });
    const { user, router } = renderApp('/trips/trip-1');
    // A viewer may copy what they can read.
    await user.click(await screen.findByRole('button', { name: 'Copy trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy trip' });
    expect(within(dialog).getByRole('textbox', { name: 'Name of the copy' })).toHaveAttribute(
      'placeholder',
      'Summer in Lisbon (copy)',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the copy' }), 'Lisbon again');
    fillDate('New start date', '2026-09-01', within(dialog));
    await user.click(within(dialog).getByRole('switch', { name: /Also copy flights and stays/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-2'));
    expect(api.callsTo('POST /trips/trip-1/copy')[0]?.body).toEqual({
      title: 'Lisbon again',
      startDate: '2026-09-01',
      includeBookings: true,
    });
    expect(await screen.findByRole('heading', { name: 'Lisbon again', level: 1 })).toBeInTheDocument();
  });

  it('leaves the name to the server when none is typed, and shows its refusal', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'POST /trips/trip-1/copy': apiError(400, 'VALIDATION_ERROR', 'Enter a valid date.', [
        { path: 'startDate', message: 'Enter a valid date.' },
      ]),
    });
    const { user } = renderApp('/trips/trip-1');
    await user.click(await screen.findByRole('button', { name: 'Copy trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(api.callsTo('POST /trips/trip-1/copy')[0]?.body).toEqual({
      startDate: makeTrip().startDate,
      includeBookings: false,
    });
  });
});

describe('making a member the owner', () => {
  it('asks first, then hands the trip over and shows the new roles', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      'PUT /trips/trip-1/owner': {
        status: 200,
        data: [
          { ...VIEWER_SHARE, role: 'owner' },
          { ...OWNER_SHARE, role: 'admin' },
        ],
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=users');
    await user.click(await screen.findByRole('button', { name: 'Make Davi Lima the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Davi Lima the owner?' });
    expect(dialog).toHaveTextContent('You will stay on as an administrator.');
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /trips/trip-1/owner')[0]?.body).toEqual({ userId: VIEWER_SHARE.userId });
  });

  it('shows the server’s refusal in the dialog', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      'PUT /trips/trip-1/owner': apiError(409, 'AGENCY_TRIP_OWNER', 'Agency trip.'),
    });
    const { user } = renderApp('/trips/trip-1?tab=users');
    await user.click(await screen.findByRole('button', { name: 'Make Davi Lima the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Davi Lima the owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A travel agency plans this trip with its client, so its owner cannot change.',
    );
  });

  it('is offered to the owner only', async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({
          sharedUsers: [OWNER_SHARE, VIEWER_SHARE],
          permissions: ADMIN_PERMISSIONS,
          myRole: 'admin',
        }),
      },
    });
    renderApp('/trips/trip-1?tab=users');
    expect(await screen.findByRole('button', { name: 'Remove Davi Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Davi Lima the owner' })).not.toBeInTheDocument();
  });
});
