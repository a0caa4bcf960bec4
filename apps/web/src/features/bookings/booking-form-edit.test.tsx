import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { LIST, makeBooking, STAYS, TRIP } from './booking-fixtures';

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('lodging form', () => {
  it('edits a stay prefilled from the list', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: STAYS },
      'PUT /trips/trip-1/bookings/booking-1': {
        status: 200,
        data: makeBooking({ notes: 'Keys at the café.' }),
      },
    });
    const { user, router } = renderApp('/trips/trip-1/booking/booking-1/edit');
    const notes = await screen.findByLabelText('Notes');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit lodging' })).toBeInTheDocument();
    expect(screen.getByLabelText('Accommodation', { exact: false })).toHaveValue('Hotel Alfama');
    expect(screen.getByLabelText('Price (optional)')).toHaveValue('360.50');
    await user.clear(notes);
    await user.type(notes, 'Keys at the café.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bookings'));
    expect(api.callsTo('PUT /trips/trip-1/bookings/booking-1')[0]?.body).toEqual({
      accommodationName: 'Hotel Alfama',
      checkIn: '2026-07-01',
      checkOut: '2026-07-04',
      address: 'Rua dos Remédios 10, Lisboa',
      lat: null,
      lon: null,
      bookingLink: 'https://booking.example/alfama',
      confirmationNumber: '',
      notes: 'Keys at the café.',
      price: '360.50',
      currency: 'EUR',
      booked: true,
      participants: null,
    });
  });

  it('says so when the stay to edit is not there', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: [] } });
    renderApp('/trips/trip-1/booking/booking-404/edit');
    expect(await screen.findByText('Stay not found')).toBeInTheDocument();
  });

  it('is not open to a viewer', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
    });
    renderApp('/trips/trip-1/add-booking');
    expect(await screen.findByText('You cannot edit this trip')).toBeInTheDocument();
    expect(screen.queryByLabelText('Accommodation', { exact: false })).not.toBeInTheDocument();
  });
});
