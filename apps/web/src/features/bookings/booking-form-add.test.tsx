import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDate, pickerField, pickerText } from '../../test/date-fields';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { LIST, makeBooking, TRIP } from './booking-fixtures';

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('lodging form', () => {
  it(
    'adds a stay with its price and currency, then goes back to the lodging tab',
    { timeout: 30_000 },
    async () => {
      const api = signedInApi({
        [TRIP]: { status: 200, data: makeTrip() },
        [LIST]: { status: 200, data: [] },
        'POST /trips/trip-1/bookings': { status: 201, data: makeBooking({ _id: 'booking-9' }) },
      });
      const { user, router } = renderApp('/trips/trip-1/add-booking');
      await user.type(await screen.findByLabelText('Accommodation', { exact: false }), 'Casa do Largo');
      // The dates start as the trip's.
      expect(pickerText('Check-in')).toBe('07/01/2026');
      expect(pickerText('Check-out')).toBe('07/10/2026');
      expect(screen.getByText('9 nights')).toBeInTheDocument();
      fillDate('Check-out', '2026-07-04');
      expect(screen.getByText('3 nights')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Address'), 'Largo do Carmo 1');
      await user.type(screen.getByLabelText('Booking link'), 'https://booking.example/largo');
      await user.click(screen.getByLabelText('Confirmation number (optional)'));
      await user.paste('4817290356');
      // The trip's currency is the default; a comma works as the decimal separator.
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
      await user.type(screen.getByLabelText('Price (optional)'), '120,50');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
      await user.click(screen.getByRole('checkbox', { name: 'Already booked' }));
      await user.click(screen.getByRole('button', { name: 'Add lodging' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
      expect(router.state.location.search).toBe('?tab=bookings');
      expect(api.callsTo('POST /trips/trip-1/bookings')[0]?.body).toEqual({
        accommodationName: 'Casa do Largo',
        checkIn: '2026-07-01',
        checkOut: '2026-07-04',
        address: 'Largo do Carmo 1',
        lat: null,
        lon: null,
        bookingLink: 'https://booking.example/largo',
        confirmationNumber: '4817290356',
        notes: '',
        price: '120.50',
        currency: 'USD',
        booked: true,
        participants: null,
      });
    },
  );

  it('offline, keeps the form but disables adding, saying it needs a connection', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: [] } });
    renderApp('/trips/trip-1/add-booking');
    await screen.findByLabelText('Accommodation', { exact: false });
    expect(screen.getByRole('button', { name: 'Add lodging' })).toBeEnabled();
    act(() => onlineManager.setOnline(false));
    try {
      expect(screen.getByRole('button', { name: 'Add lodging' })).toBeDisabled();
      expect(screen.getByLabelText(/^Needs a connection/)).toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(screen.getByRole('button', { name: 'Add lodging' })).toBeEnabled();
  });

  it('refuses a check-out before the check-in and sends nothing', async () => {
    const api = signedInApi({ [TRIP]: { status: 200, data: makeTrip() } });
    const { user } = renderApp('/trips/trip-1/add-booking');
    await user.type(await screen.findByLabelText('Accommodation', { exact: false }), 'Casa do Largo');
    fillDate('Check-in', '2026-07-05');
    fillDate('Check-out', '2026-07-03');
    await user.click(screen.getByRole('button', { name: 'Add lodging' }));
    expect(await screen.findByText('Check-out must be after check-in.')).toBeInTheDocument();
    expect(pickerField('Check-out')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /trips/trip-1/bookings')).toHaveLength(0);
  });

  it('shows the check-out error together with the errors of the other fields', async () => {
    const api = signedInApi({ [TRIP]: { status: 200, data: makeTrip() } });
    const { user } = renderApp('/trips/trip-1/add-booking');
    await screen.findByLabelText('Accommodation', { exact: false });
    fillDate('Check-in', '2026-07-05');
    fillDate('Check-out', '2026-07-03');
    await user.type(screen.getByLabelText('Price (optional)'), 'about 100');
    await user.click(screen.getByRole('button', { name: 'Add lodging' }));
    expect(await screen.findByText('Check-out must be after check-in.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount such as 120.50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Accommodation', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(pickerField('Check-out')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /trips/trip-1/bookings')).toHaveLength(0);
  });

  it('says a price is too large, naming the maximum, however many digits it has', async () => {
    const api = signedInApi({ [TRIP]: { status: 200, data: makeTrip() } });
    const { user } = renderApp('/trips/trip-1/add-booking');
    await user.type(await screen.findByLabelText('Accommodation', { exact: false }), 'Casa do Largo');
    await user.type(screen.getByLabelText('Price (optional)'), '99999999999');
    await user.click(screen.getByRole('button', { name: 'Add lodging' }));
    expect(
      await screen.findByText('This amount is too large: the maximum is 1,000,000,000.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/bookings')).toHaveLength(0);
  });

  it('refuses a price that is not an amount', async () => {
    const api = signedInApi({ [TRIP]: { status: 200, data: makeTrip() } });
    const { user } = renderApp('/trips/trip-1/add-booking');
    await user.type(await screen.findByLabelText('Accommodation', { exact: false }), 'Casa do Largo');
    await user.type(screen.getByLabelText('Price (optional)'), 'about 100');
    await user.click(screen.getByRole('button', { name: 'Add lodging' }));
    expect(await screen.findByText('Enter an amount such as 120.50.')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/bookings')).toHaveLength(0);
  });

  it('shows the server validation details under their fields', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      'POST /trips/trip-1/bookings': apiError(400, 'VALIDATION_ERROR', 'Invalid request.', [
        { path: 'currency', message: 'Choose a valid currency.' },
      ]),
    });
    const { user } = renderApp('/trips/trip-1/add-booking');
    await user.type(await screen.findByLabelText('Accommodation', { exact: false }), 'Casa do Largo');
    await user.click(screen.getByRole('button', { name: 'Add lodging' }));
    expect(await screen.findByText('Choose a valid currency.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAttribute('aria-invalid', 'true');
  });
});
