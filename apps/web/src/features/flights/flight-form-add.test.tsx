import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n';
import { renderApp } from '../../test/render-app';
import { pickerText } from '../../test/date-fields';
import { makeTrip, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { fill, fillDetails, formApi, makeFlight, stepHeading } from './flight-fixtures';

describe('add flight form', () => {
  it('adds a flight in three steps with two passengers, a bag and a price', { timeout: 30_000 }, async () => {
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
    // What the tickets cost, in a currency of its own; a comma works as the decimal separator.
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('EUR');
    await fill(user, screen.getByRole('textbox', { name: 'Price (optional)' }), '1217,40');
    await user.selectOptions(currency, 'USD');
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
    expect(details).toHaveTextContent('$1,217.40');
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
        { name: 'Ana Souza', seat: '12A', participantId: null },
        { name: 'Bruno Souza', seat: '', participantId: null },
      ],
      baggages: [{ type: 'cabin', weightKg: 8.5, quantity: 2 }],
      price: '1217.40',
      currency: 'USD',
    });
    expect(api.callsTo('GET /airports/search')[0]?.params).toEqual({ q: 'lis' });
  });

  it('finds an airport by city and lists it with its city, name and code', { timeout: 20_000 }, async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-flight');
    await stepHeading('Flight details');
    const arrival = screen.getByRole('combobox', { name: 'Arrival airport' });
    expect(arrival).toHaveAttribute('placeholder', 'City, airport or code (e.g. Rome, JFK)');
    await user.type(arrival, 'rome');
    // Within the suggestions: the step's currency list holds every other option of the page.
    const option = await within(await screen.findByRole('listbox')).findByRole('option', {
      name: 'FCO · Rome, Italy · Leonardo da Vinci-Fiumicino Airport',
    });
    // The city on the first line with the code, the airport's own name below it.
    expect(option).toHaveTextContent(/^FCO · Rome, Italy\s*Leonardo da Vinci-Fiumicino Airport$/);
    await user.click(option);
    expect(arrival).toHaveValue('FCO · Rome, Italy · Leonardo da Vinci-Fiumicino Airport');
    expect(api.callsTo('GET /airports/search').at(-1)?.params).toEqual({ q: 'rome' });
    await act(() => i18n.changeLanguage('pt'));
    expect(screen.getByRole('combobox', { name: 'Aeroporto de chegada' })).toHaveAttribute(
      'placeholder',
      'Cidade, aeroporto ou código (ex.: Roma, GRU)',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('combobox', { name: 'Aeropuerto de llegada' })).toHaveAttribute(
      'placeholder',
      'Ciudad, aeropuerto o código (p. ej.: Roma, MAD)',
    );
    expect(screen.getByRole('textbox', { name: 'Terminal de llegada' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('is closed to a viewer', async () => {
    formApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip({ permissions: VIEWER_PERMISSIONS }) } });
    renderApp('/trips/trip-1/add-flight');
    expect(await screen.findByRole('link', { name: /back/i })).toHaveAttribute('href', '/trips/trip-1');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
