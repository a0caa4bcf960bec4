import type { Tour } from '@trilha/shared';

/** The routes of the Lisbon trip and of its tours. */
export const TRIP = 'GET /trips/trip-1';
export const LIST = 'GET /trips/trip-1/tours';

export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    _id: 'tour-1',
    name: 'Alfama walking tour',
    date: '2026-07-02',
    time: '10:00',
    location: 'Largo do Chafariz de Dentro',
    price: 25,
    currency: 'EUR',
    bookingLink: 'https://tours.example/alfama',
    notes: 'Comfortable shoes.',
    booked: false,
    files: [],
    participants: null,
    ...overrides,
  };
}

export const TOURS: Tour[] = [
  makeTour({
    _id: 'tour-3',
    name: 'Sintra day trip',
    date: '2026-07-05',
    time: null,
    location: '',
    price: null,
    bookingLink: '',
    notes: '',
  }),
  makeTour(),
  makeTour({ _id: 'tour-2', name: 'Fado night', date: '2026-07-02', time: '21:30', booked: true }),
];
