import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDateTime, pickerField, pickerText } from '../../test/date-fields';
import { fill, fillDetails, formApi, makeFlight, stepHeading } from './flight-fixtures';

describe('add flight form', () => {
  it("puts the server's error on its field and goes back to that step", { timeout: 20_000 }, async () => {
    formApi({
      'POST /trips/trip-1/flights': apiError(400, 'VALIDATION_ERROR', 'Please fill in all required fields.', [
        { path: 'arrival.time', message: 'Arrival must be after departure.' },
        { path: 'departure.airport', message: 'We do not know this airport code.' },
      ]),
    });
    const { user } = renderApp('/trips/trip-1/add-flight');
    await stepHeading('Flight details');
    await fillDetails(user);
    fillDateTime('Arrival (local time)', '2026-07-01T20:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Seats and baggage');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Save flight' }));
    await stepHeading('Flight details');
    expect(pickerField('Arrival (local time)')).toHaveAccessibleDescription(
      'Arrival must be after departure.',
    );
    const departure = screen.getByRole('combobox', { name: 'Departure airport' });
    expect(departure).toHaveAccessibleDescription('We do not know this airport code.');
    // The airport picked before is still shown with its name.
    expect(departure).toHaveValue('LIS · Lisbon Portela Airport, Portugal');
  });
});

describe('edit flight form', () => {
  it('starts from the flight with its local times and saves every field', { timeout: 20_000 }, async () => {
    const flight = makeFlight();
    const api = formApi({
      'GET /trips/trip-1/flights/flight-1': { status: 200, data: flight },
      'PUT /trips/trip-1/flights/flight-1': { status: 200, data: flight },
    });
    const { user, router } = renderApp('/trips/trip-1/edit-flight/flight-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit flight' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Airline' })).toHaveValue('TAP Air Portugal');
    expect(screen.getByRole('textbox', { name: 'Flight number' })).toHaveValue('TP83');
    expect(screen.getByRole('combobox', { name: 'Departure airport' })).toHaveValue(
      'LIS · Lisbon Portela Airport',
    );
    expect(pickerText('Departure (local time)')).toBe('07/01/2026 11:30 PM');
    expect(pickerText('Arrival (local time)')).toBe('07/02/2026 06:35 AM');
    expect(screen.getByRole('textbox', { name: 'Departure terminal' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Arrival terminal' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Confirmation code' })).toHaveValue('XK7P2Q');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Seats and baggage');
    expect(
      within(screen.getByRole('group', { name: 'Passenger 1' })).getByRole('textbox', { name: 'Seat' }),
    ).toHaveValue('12A');
    const bag = screen.getByRole('group', { name: 'Bag 1' });
    expect(within(bag).getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('23');
    await user.click(screen.getByRole('button', { name: 'Remove passenger 2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Edit Flight details' }));
    await stepHeading('Flight details');
    const code = screen.getByRole('textbox', { name: 'Confirmation code' });
    await user.clear(code);
    await fill(user, code, 'NEW123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=flights'));
    expect(api.callsTo('PUT /trips/trip-1/flights/flight-1')[0]?.body).toEqual({
      airline: 'TAP Air Portugal',
      flightNumber: 'TP83',
      departure: { airport: 'LIS', time: '2026-07-01T23:30', terminal: '1' },
      arrival: { airport: 'GRU', time: '2026-07-02T06:35', terminal: '3' },
      confirmationCode: 'NEW123',
      passengers: [{ name: 'Ana Souza', seat: '12A', participantId: null }],
      baggages: [{ type: 'checked', weightKg: 23, quantity: 2 }],
      price: null,
      currency: 'EUR',
    });
  });

  it('says so when the flight is not there', async () => {
    formApi({ 'GET /trips/trip-1/flights/flight-9': apiError(404, 'FLIGHT_NOT_FOUND', 'Flight not found.') });
    renderApp('/trips/trip-1/edit-flight/flight-9');
    expect(
      await screen.findByText('This flight was not found. It may have been deleted.'),
    ).toBeInTheDocument();
  });
});
