import type { Airport, Flight } from '@trilha/shared';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fillDateTime } from '../../test/date-fields';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';

export const LIS: Airport = {
  code: 'LIS',
  name: 'Lisbon Portela Airport',
  countryCode: 'PT',
  country: 'Portugal',
  timeZone: 'Europe/Lisbon',
};
export const GRU: Airport = {
  code: 'GRU',
  name: 'São Paulo/Guarulhos International Airport',
  countryCode: 'BR',
  country: 'Brazil',
  timeZone: 'America/Sao_Paulo',
};
/** As the server answers a city search: with the city it serves, in the reader's language. */
export const FCO: Airport = {
  code: 'FCO',
  name: 'Leonardo da Vinci-Fiumicino Airport',
  city: 'Rome',
  countryCode: 'IT',
  country: 'Italy',
  timeZone: 'Europe/Rome',
};
export const OPO: Airport = {
  code: 'OPO',
  name: 'Francisco Sá Carneiro Airport',
  countryCode: 'PT',
  country: 'Portugal',
  timeZone: 'Europe/Lisbon',
};

/** An overnight flight: 23:30 in Lisbon (UTC+1) to 06:35 the next day in São Paulo (UTC-3), 11 h 05 min. */
export function makeFlight(overrides: Partial<Flight> = {}): Flight {
  return {
    _id: 'flight-1',
    airline: 'TAP Air Portugal',
    flightNumber: 'TP83',
    departure: {
      airport: 'LIS',
      airportName: LIS.name,
      timeZone: LIS.timeZone,
      terminal: '1',
      time: '2026-07-01T23:30:00+01:00',
    },
    arrival: {
      airport: 'GRU',
      airportName: GRU.name,
      timeZone: GRU.timeZone,
      terminal: '3',
      time: '2026-07-02T06:35:00-03:00',
    },
    durationMinutes: 665,
    confirmationCode: 'XK7P2Q',
    passengers: [
      { name: 'Ana Souza', seat: '12A' },
      { name: 'Bruno Souza', seat: '' },
    ],
    baggages: [{ type: 'checked', weightKg: 23, quantity: 2 }],
    status: 'scheduled',
    statusUpdatedAt: null,
    ticket: null,
    price: null,
    currency: 'EUR',
    participants: null,
    ...overrides,
  };
}

/** A short hop on one day, already landed, with its ticket attached. */
export const SHORT_HOP: Flight = makeFlight({
  _id: 'flight-2',
  airline: 'TAP Air Portugal',
  flightNumber: 'TP1943',
  departure: {
    airport: 'OPO',
    airportName: OPO.name,
    timeZone: OPO.timeZone,
    terminal: '',
    time: '2026-07-05T07:00:00+01:00',
  },
  arrival: {
    airport: 'LIS',
    airportName: LIS.name,
    timeZone: LIS.timeZone,
    terminal: '',
    time: '2026-07-05T07:55:00+01:00',
  },
  durationMinutes: 55,
  confirmationCode: '',
  passengers: [],
  baggages: [],
  status: 'landed',
  ticket: { fileName: 'tp1943-boarding.pdf', size: 245_760 },
});

/** GET /airports/search answered from a small list by code or name, as the server does. */
export function searchAirports({ params }: { params: Record<string, unknown> }) {
  const q = String(params.q ?? '').toLowerCase();
  return {
    status: 200,
    data: [LIS, GRU, OPO, FCO].filter(
      (airport) =>
        airport.code.toLowerCase() === q ||
        airport.name.toLowerCase().includes(q) ||
        airport.city?.toLowerCase().startsWith(q),
    ),
  };
}

/** The flight forms' API: the trip, its flights (none) and the airport search; `routes` adds to it. */
export function formApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: makeTrip() },
    'GET /trips/trip-1/flights': { status: 200, data: [] },
    'GET /airports/search': searchAirports,
    ...routes,
  });
}

/** Types a whole value at once (as a paste), which keeps the long flows quick. */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function pickAirport(user: UserEvent, field: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: field }), typed);
  // Within the suggestions: the step's currency list holds every other option of the page.
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

/** Fills the form's first step with the overnight TP 83 from Lisbon to São Paulo. */
export async function fillDetails(user: UserEvent) {
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

/** Waits for the heading of one of the form's steps. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
