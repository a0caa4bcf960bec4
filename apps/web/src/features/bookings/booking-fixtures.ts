import type { Booking } from '@trilha/shared';

/** The routes of the Lisbon trip and of its stays. */
export const TRIP = 'GET /trips/trip-1';
export const LIST = 'GET /trips/trip-1/bookings';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'booking-1',
    accommodationName: 'Hotel Alfama',
    checkIn: '2026-07-01',
    checkOut: '2026-07-04',
    nights: 3,
    address: 'Rua dos Remédios 10, Lisboa',
    bookingLink: 'https://booking.example/alfama',
    confirmationNumber: '',
    notes: 'Late check-in after 22:00.',
    price: 360.5,
    currency: 'EUR',
    booked: true,
    files: [],
    participants: null,
    ...overrides,
  };
}

/** Three stays of the Lisbon trip (July 1–10), given out of order; the second and third share two nights. */
export const STAYS: Booking[] = [
  makeBooking({
    _id: 'booking-3',
    accommodationName: 'Sintra Guesthouse',
    checkIn: '2026-07-06',
    checkOut: '2026-07-09',
    nights: 3,
    address: '',
    bookingLink: '',
    notes: '',
    price: 80,
    currency: 'USD',
    booked: false,
  }),
  makeBooking(),
  makeBooking({
    _id: 'booking-2',
    accommodationName: 'Cascais Apartment',
    checkIn: '2026-07-04',
    checkOut: '2026-07-08',
    nights: 4,
    address: '',
    bookingLink: '',
    notes: '',
    price: null,
    booked: false,
  }),
];
