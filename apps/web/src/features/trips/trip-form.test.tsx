import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TripInput } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDate, pickerField } from '../../test/date-fields';
import { LISBON_RESULT, makeTrip, signedInApi, tripAfter, VIEWER_PERMISSIONS } from './trip-fixtures';

describe('trip form', () => {
  it('shows the end-before-start message under the end date and sends nothing', async () => {
    const api = signedInApi();
    const { user } = renderApp('/plan-trip');
    await user.type(await screen.findByLabelText('Trip title'), 'Weekend away');
    await user.type(screen.getByLabelText('Destination'), 'Serra da Estrela');
    fillDate('Start date', '2026-06-10');
    fillDate('End date', '2026-06-05');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByText('End date cannot be earlier than start date.')).toBeInTheDocument();
    expect(pickerField('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /trips')).toHaveLength(0);
  });

  it('offers places as the user types and sends the picked one', async () => {
    const api = signedInApi({
      'GET /places/search': {
        status: 200,
        data: [
          LISBON_RESULT,
          { ...LISBON_RESULT, name: 'Lisburn', country: 'United Kingdom', countryCode: 'GB' },
        ],
      },
      'POST /trips': ({ body }) => ({ status: 201, data: tripAfter(makeTrip({ _id: 'trip-9' }), body) }),
      'GET /trips/trip-9': { status: 200, data: makeTrip({ _id: 'trip-9' }) },
    });
    const { user, router } = renderApp('/plan-trip');
    await user.type(await screen.findByLabelText('Trip title'), 'Summer in Lisbon');
    await user.type(screen.getByLabelText('Destination'), 'lis');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    expect(screen.getByLabelText('Destination')).toHaveValue('Lisbon, Portugal');
    expect(api.callsTo('GET /places/search').at(-1)?.params).toEqual({ q: 'lis' });
    fillDate('Start date', '2026-07-01');
    fillDate('End date', '2026-07-10');
    await user.click(screen.getByRole('radio', { name: 'Luxury' }));
    await user.click(screen.getByRole('button', { name: 'Food' }));
    await user.type(screen.getByLabelText('Another interest'), 'Fado{Enter}');
    await user.type(screen.getByLabelText('Notes'), 'Tram 28');
    // The budget amount sits next to the currency; a comma works as the decimal separator.
    await user.type(screen.getByLabelText('Budget amount (optional)'), '3000,50');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-9'));
    const expected: TripInput = {
      title: 'Summer in Lisbon',
      destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
      startDate: '2026-07-01',
      endDate: '2026-07-10',
      budget: 'luxury',
      interests: ['food', 'Fado'],
      currency: 'BRL',
      budgetAmount: '3000.50',
      notes: 'Tram 28',
    };
    expect(api.callsTo('POST /trips')[0]?.body).toEqual(expected);
  });

  it('refuses a budget amount that is not an amount', async () => {
    const api = signedInApi();
    const { user } = renderApp('/plan-trip');
    await user.type(await screen.findByLabelText('Trip title'), 'Weekend away');
    await user.type(screen.getByLabelText('Destination'), 'Serra da Estrela');
    fillDate('Start date', '2026-06-10');
    fillDate('End date', '2026-06-12');
    await user.type(screen.getByLabelText('Budget amount (optional)'), 'about 500');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByText('Enter an amount such as 120.50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Budget amount (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /trips')).toHaveLength(0);
  });

  it('puts the server validation details under their fields', async () => {
    signedInApi({
      'POST /trips': apiError(400, 'VALIDATION_ERROR', 'Invalid request.', [
        { path: 'destination.name', message: 'Required Field' },
      ]),
    });
    const { user } = renderApp('/plan-trip');
    await user.type(await screen.findByLabelText('Trip title'), 'Somewhere');
    await user.type(screen.getByLabelText('Destination'), 'x');
    fillDate('Start date', '2026-07-01');
    fillDate('End date', '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a trip prefilled from the server and keeps a hand-typed destination without coordinates', async () => {
    const trip = makeTrip({
      destination: { name: 'Our cabin', country: '', countryCode: '', lat: null, lon: null },
      budgetAmount: 1500.5,
    });
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: trip },
      'PUT /trips/trip-1': ({ body }) => ({ status: 200, data: tripAfter(trip, body) }),
    });
    const { user, router } = renderApp('/plan-trip/trip-1');
    const title = await screen.findByLabelText('Trip title');
    expect(title).toHaveValue('Summer in Lisbon');
    expect(screen.getByLabelText('Destination')).toHaveValue('Our cabin');
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Budget amount (optional)')).toHaveValue('1500.50');
    await user.clear(title);
    await user.type(title, 'Cabin week');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(api.callsTo('PUT /trips/trip-1')[0]?.body).toMatchObject({
      title: 'Cabin week',
      destination: { name: 'Our cabin' },
      interests: ['food', 'history', 'Fado'],
      currency: 'EUR',
      budgetAmount: '1500.50',
    });
    // No coordinates is sent as none, never as 0/0.
    expect((api.callsTo('PUT /trips/trip-1')[0]?.body as { destination: object }).destination).toEqual({
      name: 'Our cabin',
    });
  });

  it('tells a viewer they cannot edit, and a stranger that the trip is not there', async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }),
      },
      'GET /trips/trip-2': apiError(404, 'TRIP_NOT_FOUND', 'Trip not found.'),
    });
    const first = renderApp('/plan-trip/trip-1');
    expect(await screen.findByRole('heading', { name: 'You cannot edit this trip' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Trip title')).not.toBeInTheDocument();
    first.unmount();
    renderApp('/plan-trip/trip-2');
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/trips');
  });
});
