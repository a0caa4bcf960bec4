import type { ImportBooking, ImportFlight, ImportPreview, ImportTour } from '@trilha/shared';

export function makeImportFlight(overrides: Partial<ImportFlight> = {}): ImportFlight {
  return {
    ref: 'flight-0',
    airline: 'TAP Air Portugal',
    flightNumber: 'TP 88',
    departure: { airport: 'GRU', time: '2026-07-01T22:05' },
    arrival: { airport: 'LIS', time: '2026-07-02T11:40' },
    confirmationCode: 'XK4P2Q',
    passengers: [{ name: 'Ana Souza', seat: '23C' }],
    baggages: [],
    status: 'scheduled',
    provenance: {
      source: 'structured-data',
      fields: {
        airline: 'structured-data',
        flightNumber: 'structured-data',
        'departure.airport': 'structured-data',
        'departure.time': 'structured-data',
        'arrival.airport': 'structured-data',
        'arrival.time': 'structured-data',
        confirmationCode: 'structured-data',
        passengers: 'structured-data',
        seats: 'text',
      },
    },
    ...overrides,
  };
}

export function makeImportStay(overrides: Partial<ImportBooking> = {}): ImportBooking {
  return {
    ref: 'booking-0',
    accommodationName: 'Casa do Castelo',
    checkIn: '2026-07-02',
    checkOut: '2026-07-06',
    address: 'Rua de Santa Cruz do Castelo 7, Lisboa',
    bookingLink: '',
    confirmationNumber: '',
    notes: '',
    price: 480.5,
    currency: 'EUR',
    booked: true,
    provenance: {
      source: 'text',
      fields: {
        accommodationName: 'text',
        checkIn: 'text',
        checkOut: 'text',
        address: 'text',
        price: 'text',
      },
    },
    ...overrides,
  };
}

export function makeImportTour(overrides: Partial<ImportTour> = {}): ImportTour {
  return {
    ref: 'tour-0',
    name: 'Dinner at Taberna da Rua das Flores',
    date: '2026-07-03',
    time: '20:30',
    location: 'Rua das Flores 103, Lisboa',
    price: null,
    bookingLink: '',
    notes: '',
    booked: true,
    provenance: { source: 'structured-data', fields: { name: 'structured-data', date: 'structured-data' } },
    ...overrides,
  };
}

export function makePreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    _id: 'import-1',
    source: { kind: 'eml', fileName: 'tap-confirmation.eml', size: 2048 },
    flights: [makeImportFlight()],
    bookings: [makeImportStay()],
    tours: [],
    duplicates: [],
    warnings: [],
    ...overrides,
  };
}

export const eml = (name = 'tap-confirmation.eml', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'message/rfc822' });
