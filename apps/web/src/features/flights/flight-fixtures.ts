import type { Airport, Flight } from '@trilha/shared';

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
    data: [LIS, GRU, OPO].filter(
      (airport) => airport.code.toLowerCase() === q || airport.name.toLowerCase().includes(q),
    ),
  };
}
