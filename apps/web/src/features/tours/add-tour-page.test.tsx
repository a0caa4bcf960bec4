import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { fillDate, fillTime, pickerField, pickerText } from '../../test/date-fields';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { LIST, makeTour, TRIP } from './tour-fixtures';

beforeAll(loadTripScreen, 60_000);

describe('add-tour page', () => {
  it('adds a tour within the trip and goes back to the tours tab', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [] },
      'POST /trips/trip-1/tours': { status: 201, data: makeTour({ _id: 'tour-9' }) },
      'GET /places/search': {
        status: 200,
        data: [
          {
            name: 'Lisbon',
            country: 'Portugal',
            countryCode: 'PT',
            lat: 38.7167,
            lon: -9.1333,
            address: null,
            kind: 'city',
            source: 'bundled',
          },
        ],
      },
    });
    const { user, router } = renderApp('/trips/trip-1/add-tour');
    await user.type(await screen.findByLabelText('Tour or activity', { exact: false }), 'Tram 28 ride');
    // Its place on the trip map comes from the bundled cities.
    await user.type(screen.getByLabelText('Place on the map'), 'Lisb');
    // The search waits for a pause in typing, then asks: on a machine busy with the whole suite (six
    // workers on two cores) the answer took longer than the usual five seconds once.
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }, { timeout: 15_000 }));
    expect(
      screen.getByText(
        'On the map at 38.7167, -9.1333. Search another place or pick on the map to change it.',
      ),
    ).toBeInTheDocument();
    expect(pickerText('Date')).toBe('07/01/2026');
    // The calendar offers only the trip's days.
    await user.click(within(pickerField('Date')).getByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '11' })).toBeDisabled();
    await user.keyboard('{Escape}');
    fillDate('Date', '2026-07-03');
    fillTime('Time (optional)', '09:15');
    await user.type(screen.getByLabelText('Meeting point'), 'Martim Moniz');
    await user.type(screen.getByLabelText('Price (optional)'), '3');
    await user.click(screen.getByRole('button', { name: 'Add tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(router.state.location.search).toBe('?tab=tours');
    expect(api.callsTo('POST /trips/trip-1/tours')[0]?.body).toEqual({
      name: 'Tram 28 ride',
      date: '2026-07-03',
      time: '09:15',
      location: 'Martim Moniz',
      lat: 38.7167,
      lon: -9.1333,
      price: '3.00',
      currency: 'EUR',
      bookingLink: '',
      notes: '',
      booked: false,
      participants: null,
    });
  }, 30_000);

  it('sends no time and no price when they are left blank', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [] },
      'POST /trips/trip-1/tours': { status: 201, data: makeTour({ _id: 'tour-9' }) },
    });
    const { user, router } = renderApp('/trips/trip-1/add-tour');
    await user.type(await screen.findByLabelText('Tour or activity', { exact: false }), 'Beach day');
    await user.click(screen.getByRole('button', { name: 'Add tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(api.callsTo('POST /trips/trip-1/tours')[0]?.body).toMatchObject({ time: null, price: null });
  });

  it('asks for a name before sending', async () => {
    const api = signedInApi({ [TRIP]: { status: 200, data: makeTrip() } });
    const { user } = renderApp('/trips/trip-1/add-tour');
    await user.click(await screen.findByRole('button', { name: 'Add tour' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/tours')).toHaveLength(0);
  });

  it('shows the server’s date-outside-the-trip error under the date', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      'POST /trips/trip-1/tours': apiError(400, 'VALIDATION_ERROR', 'Invalid request.', [
        { path: 'date', message: 'This date is outside the trip.' },
      ]),
    });
    const { user, router } = renderApp('/trips/trip-1/add-tour');
    await user.type(await screen.findByLabelText('Tour or activity', { exact: false }), 'Lisbon Oceanarium');
    fillDate('Date', '2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Add tour' }));
    const date = pickerField('Date');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription('This date is outside the trip.');
    expect(router.state.location.pathname).toBe('/trips/trip-1/add-tour');
  });

  it('is not open to a viewer', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
    });
    renderApp('/trips/trip-1/add-tour');
    expect(await screen.findByText('You cannot edit this trip')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tour or activity', { exact: false })).not.toBeInTheDocument();
  });
});
