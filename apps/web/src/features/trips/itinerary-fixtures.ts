import type { Booking, Flight, ItineraryDay, ItineraryItem, Tour, TripDay } from '@trilha/shared';
import { makeTrip } from './trip-fixtures';

/** A three-day trip, so every day of it fits in a test. */
export const SHORT_TRIP = makeTrip({ startDate: '2026-07-01', endDate: '2026-07-03' });

export function makeItem(overrides: Partial<ItineraryItem> = {}): ItineraryItem {
  return {
    _id: 'item-1',
    date: '2026-07-01',
    timeOfDay: 'morning',
    time: null,
    placeName: 'Belém Tower',
    notes: '',
    location: 'Belém',
    position: 0,
    participants: null,
    ...overrides,
  };
}

export const TOWER = makeItem();
export const PASTEIS = makeItem({
  _id: 'item-2',
  timeOfDay: 'afternoon',
  time: '15:30',
  placeName: 'Pastéis de Belém',
  notes: 'Queue moves fast.',
  position: 1,
});
export const FADO = makeItem({
  _id: 'item-3',
  date: '2026-07-02',
  timeOfDay: 'night',
  placeName: 'Fado in Alfama',
});
export const LEFT_OUT = makeItem({ _id: 'item-4', date: '2026-07-08', placeName: 'Sintra' });

/** The three days of SHORT_TRIP, the last empty, plus a day left outside after the dates changed. */
export const ITINERARY: ItineraryDay[] = [
  { date: '2026-07-01', outsideTrip: false, items: [TOWER, PASTEIS] },
  { date: '2026-07-02', outsideTrip: false, items: [FADO] },
  { date: '2026-07-03', outsideTrip: false, items: [] },
  { date: '2026-07-08', outsideTrip: true, items: [LEFT_OUT] },
];

export function makeDay(overrides: Partial<TripDay> = {}): TripDay {
  return {
    tripId: SHORT_TRIP._id,
    date: '2026-07-02',
    previousDate: '2026-07-01',
    nextDate: '2026-07-03',
    outsideTrip: false,
    entries: [],
    expenses: [],
    ...overrides,
  };
}

/** A flight as the server answers it; times carry each airport's offset, their first 16 chars local. */
export function makeFlight(overrides: Partial<Flight> = {}): Flight {
  return {
    _id: 'flight-1',
    airline: 'TAP Air Portugal',
    flightNumber: 'TP88',
    departure: {
      airport: 'GRU',
      airportName: 'São Paulo/Guarulhos International Airport',
      timeZone: 'America/Sao_Paulo',
      terminal: '',
      time: '2026-06-30T22:00:00-03:00',
    },
    arrival: {
      airport: 'LIS',
      airportName: 'Lisbon Portela Airport',
      timeZone: 'Europe/Lisbon',
      terminal: '',
      time: '2026-07-01T11:40:00+01:00',
    },
    durationMinutes: 580,
    confirmationCode: 'X7K2PQ',
    passengers: [{ name: 'Ana Souza', seat: '12A' }],
    baggages: [],
    status: 'scheduled',
    statusUpdatedAt: null,
    ticket: null,
    price: null,
    currency: 'EUR',
    participants: null,
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'booking-1',
    accommodationName: 'Hotel Alfama',
    checkIn: '2026-07-01',
    checkOut: '2026-07-03',
    nights: 2,
    address: 'Rua dos Remédios 12, Lisboa',
    bookingLink: '',
    confirmationNumber: '',
    notes: '',
    price: 240,
    currency: 'EUR',
    booked: true,
    files: [],
    participants: null,
    ...overrides,
  };
}

export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    _id: 'tour-1',
    name: 'Tram tour',
    date: '2026-07-02',
    time: '16:00',
    location: 'Praça da Figueira',
    price: null,
    currency: 'EUR',
    bookingLink: '',
    notes: '',
    booked: false,
    files: [],
    participants: null,
    ...overrides,
  };
}

/** The night flight that brings the traveller to SHORT_TRIP: it leaves the evening before the trip. */
export const OUTBOUND = makeFlight();
/** Two nights in Lisbon over SHORT_TRIP. */
export const HOTEL = makeBooking();
export const TRAM = makeTour();
