import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDateTime, pickerField, pickerText } from '../../test/date-fields';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { makeFlight, searchAirports } from './flight-fixtures';

function formApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: makeTrip() },
    'GET /trips/trip-1/flights': { status: 200, data: [] },
    'GET /airports/search': searchAirports,
    ...routes,
  });
}

/** Types a whole value at once (as a paste), which keeps the long flows quick. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function pickAirport(user: UserEvent, field: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: field }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillDetails(user: UserEvent) {
  await fill(user, screen.getByRole('textbox', { name: 'Airline' }), 'TAP Air Portugal');
  await fill(user, screen.getByRole('textbox', { name: 'Flight number' }), 'tp 83');
  await pickAirport(user, 'Departure airport', 'lis', 'LIS · Lisbon Portela Airport, Portugal');
  fillDateTime('Departure (local time)', '2026-07-01T23:30');
  await fill(user, screen.getByRole('textbox', { name: 'Departure terminal' }), '1');
  await pickAirport(
    user,
    'Arrival airport',
    'gru',
    'GRU · São Paulo/Guarulhos International Airport, Brazil',
  );
  fillDateTime('Arrival (local time)', '2026-07-02T06:35');
  await fill(user, screen.getByRole('textbox', { name: 'Confirmation code' }), 'XK7P2Q');
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('add flight form', () => {
  it('adds a flight in three steps with two passengers and a bag', { timeout: 20_000 }, async () => {
    const api = formApi({
      'POST /trips/trip-1/flights': { status: 201, data: makeFlight() },
    });
    const { user, router } = renderApp('/trips/trip-1/add-flight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add flight' })).toBeInTheDocument();
    const steps = screen.getAllByText(/^(Flight details|Seats and baggage|Review)$/, { selector: 'span' });
    expect(steps.map((step) => step.textContent)).toEqual(
      expect.arrayContaining(['Flight details', 'Seats and baggage', 'Review']),
    );
    // A new flight starts on the trip's first day.
    expect(pickerText('Departure (local time)')).toBe('07/01/2026 12:00 AM');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Seats and baggage');
    await user.click(screen.getByRole('button', { name: 'Add passenger' }));
    await user.click(screen.getByRole('button', { name: 'Add passenger' }));
    const first = screen.getByRole('group', { name: 'Passenger 1' });
    await fill(user, within(first).getByRole('textbox', { name: 'Name' }), 'Ana Souza');
    await user.type(within(first).getByRole('textbox', { name: 'Seat' }), '12a');
    const second = screen.getByRole('group', { name: 'Passenger 2' });
    await fill(user, within(second).getByRole('textbox', { name: 'Name' }), 'Bruno Souza');
    await user.click(screen.getByRole('button', { name: 'Add bag' }));
    const bag = screen.getByRole('group', { name: 'Bag 1' });
    await user.click(within(bag).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Cabin bag' }));
    await user.type(within(bag).getByRole('textbox', { name: 'Weight (kg)' }), '8,5');
    await user.clear(within(bag).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(bag).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Review');
    const details = screen.getByRole('region', { name: 'Flight details' });
    expect(details).toHaveTextContent('TP 83');
    expect(details).toHaveTextContent('LIS · Lisbon Portela Airport, Portugal');
    expect(details).toHaveTextContent('Wed, Jul 1, 2026, 23:30 · Terminal 1');
    expect(details).toHaveTextContent('Thu, Jul 2, 2026, 06:35');
    const seats = screen.getByRole('region', { name: 'Seats and baggage' });
    expect(seats).toHaveTextContent('Ana Souza · seat 12A');
    expect(seats).toHaveTextContent('Cabin bag · 2 × 8.5 kg');
    await user.click(screen.getByRole('button', { name: 'Save flight' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(router.state.location.search).toBe('?tab=flights');
    expect(api.callsTo('POST /trips/trip-1/flights')[0]?.body).toEqual({
      airline: 'TAP Air Portugal',
      flightNumber: 'TP83',
      departure: { airport: 'LIS', time: '2026-07-01T23:30', terminal: '1' },
      arrival: { airport: 'GRU', time: '2026-07-02T06:35', terminal: '' },
      confirmationCode: 'XK7P2Q',
      passengers: [
        { name: 'Ana Souza', seat: '12A' },
        { name: 'Bruno Souza', seat: '' },
      ],
      baggages: [{ type: 'cabin', weightKg: 8.5, quantity: 2 }],
    });
    expect(api.callsTo('GET /airports/search')[0]?.params).toEqual({ q: 'lis' });
  });

  it(
    "says an arrival before its departure (in the airports' zones) on the first step",
    { timeout: 20_000 },
    async () => {
      const api = formApi();
      const { user } = renderApp('/trips/trip-1/add-flight');
      await stepHeading('Flight details');
      await fillDetails(user);
      // 23:30 in Lisbon is 19:30 in São Paulo: 19:00 there the same evening is before it.
      fillDateTime('Arrival (local time)', '2026-07-01T19:00');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Arrival must be after departure.')).toBeInTheDocument();
      expect(pickerField('Arrival (local time)')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'Flight details' })).toBeInTheDocument();
      // 06:35 the next morning in São Paulo comes after it.
      fillDateTime('Arrival (local time)', '2026-07-02T06:35');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await stepHeading('Seats and baggage');
      expect(api.callsTo('POST /trips/trip-1/flights')).toHaveLength(0);
    },
  );

  it('does not move on without an airline', async () => {
    formApi();
    const { user } = renderApp('/trips/trip-1/add-flight');
    await stepHeading('Flight details');
    await user.type(screen.getByRole('textbox', { name: 'Flight number' }), 'TP83');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const airline = screen.getByRole('textbox', { name: 'Airline' });
    await waitFor(() => expect(airline).toHaveAttribute('aria-invalid', 'true'));
    expect(airline).toHaveAccessibleDescription(/Required Field/);
    expect(screen.getByRole('heading', { level: 2, name: 'Flight details' })).toBeInTheDocument();
    // Every empty required field of this step is flagged at once.
    expect(screen.getByRole('combobox', { name: 'Departure airport' })).toHaveAccessibleDescription(
      /Required Field/,
    );
  });

  it('refuses a negative bag weight on the second step', { timeout: 20_000 }, async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-flight');
    await stepHeading('Flight details');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Seats and baggage');
    await user.click(screen.getByRole('button', { name: 'Add bag' }));
    const bag = screen.getByRole('group', { name: 'Bag 1' });
    await user.type(within(bag).getByRole('textbox', { name: 'Weight (kg)' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(bag).findByText('This cannot be negative.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Seats and baggage' })).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/flights')).toHaveLength(0);
  });

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

  it('is closed to a viewer', async () => {
    formApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip({ permissions: VIEWER_PERMISSIONS }) } });
    renderApp('/trips/trip-1/add-flight');
    expect(await screen.findByRole('link', { name: /back/i })).toHaveAttribute('href', '/trips/trip-1');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
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
      passengers: [{ name: 'Ana Souza', seat: '12A' }],
      baggages: [{ type: 'checked', weightKg: 23, quantity: 2 }],
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
