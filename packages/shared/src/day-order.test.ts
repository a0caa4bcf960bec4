import { describe, expect, it } from 'vitest';
import type { TimeOfDay } from './constants/plan';
import type { DayEntry } from './schemas/days';
import type { Flight } from './schemas/travel';
import {
  dayEntries,
  inTimeOrder,
  itineraryInTimeOrder,
  nightsOf,
  overlappingStays,
  stayDates,
  timeOfDayAt,
} from './day-order';

const entry = (placeName: string, timeOfDay: TimeOfDay, time: string | null, position: number): DayEntry => ({
  kind: 'itinerary',
  time,
  timeOfDay,
  item: {
    _id: placeName,
    date: '2027-01-01',
    timeOfDay,
    time,
    placeName,
    notes: '',
    location: '',
    position,
    participants: null,
  },
});

describe('inTimeOrder', () => {
  it('orders by exact time; an untimed place closes its part of the day, in the traveller’s order', () => {
    const ordered = inTimeOrder([
      entry('dinner', 'evening', '20:30', 0),
      entry('museum', 'afternoon', null, 1),
      entry('breakfast', 'morning', '08:00', 2),
      entry('walk', 'morning', null, 3),
      entry('bar', 'night', null, 4),
      entry('lunch', 'afternoon', '12:00', 5),
      entry('viewpoint', 'morning', null, 0),
    ]);
    expect(ordered.map((e) => (e.kind === 'itinerary' ? e.item.placeName : e.kind))).toEqual([
      'breakfast',
      'viewpoint',
      'walk',
      'lunch',
      'museum',
      'dinner',
      'bar',
    ]);
  });
});

const flight = (departure: string, arrival: string): Flight => ({
  _id: 'f1',
  airline: 'TAP',
  flightNumber: 'TP88',
  departure: {
    airport: 'GRU',
    airportName: 'Guarulhos',
    timeZone: 'America/Sao_Paulo',
    terminal: '',
    time: departure,
  },
  arrival: { airport: 'LIS', airportName: 'Lisbon', timeZone: 'Europe/Lisbon', terminal: '', time: arrival },
  durationMinutes: 600,
  confirmationCode: '',
  passengers: [],
  baggages: [],
  status: 'scheduled',
  statusUpdatedAt: null,
  ticket: null,
  price: null,
  currency: 'EUR',
  participants: null,
});
const stay = (_id: string, checkIn: string, checkOut: string) => ({
  _id,
  accommodationName: _id,
  checkIn,
  checkOut,
  nights: nightsOf(checkIn, checkOut),
  address: '',
  bookingLink: '',
  confirmationNumber: '',
  notes: '',
  price: null,
  currency: 'EUR',
  booked: false,
  files: [],
  participants: null,
});

describe('dayEntries', () => {
  const plan = {
    flights: [flight('2027-03-01T22:00:00-03:00', '2027-03-02T13:00:00+00:00')],
    bookings: [stay('Hotel A', '2027-03-02', '2027-03-04')],
    tours: [
      {
        _id: 't1',
        name: 'Tram tour',
        date: '2027-03-02',
        time: '16:00',
        location: '',
        price: 20,
        currency: 'EUR',
        bookingLink: '',
        notes: '',
        booked: true,
        files: [],
        participants: null,
      },
    ],
    itinerary: [
      {
        _id: 'i1',
        date: '2027-03-02',
        timeOfDay: 'evening' as const,
        time: null,
        placeName: 'Fado',
        notes: '',
        location: '',
        position: 0,
        participants: null,
      },
    ],
  };

  it('puts a flight on its local departure day and again on its local arrival day', () => {
    expect(dayEntries('2027-03-01', plan)).toMatchObject([
      { kind: 'flight', leg: 'departure', time: '22:00' },
    ]);
    expect(dayEntries('2027-03-02', plan).map((entry) => [entry.kind, entry.time])).toEqual([
      ['flight', '13:00'],
      ['check-in', null],
      ['tour', '16:00'],
      ['itinerary', null],
    ]);
    expect(dayEntries('2027-03-04', plan)).toMatchObject([
      { kind: 'check-out', booking: { _id: 'Hotel A' } },
    ]);
  });

  it('says where the traveller sleeps on each night between check-in and check-out, last in the day', () => {
    const nights = ['2027-03-02', '2027-03-03', '2027-03-04'].map((date) =>
      dayEntries(date, {
        ...plan,
        itinerary: [{ ...plan.itinerary[0]!, date, timeOfDay: 'night' as const }],
      }),
    );
    expect(nights.map((day) => day.map((entry) => entry.kind))).toEqual([
      ['flight', 'check-in', 'tour', 'itinerary'],
      ['itinerary', 'stay-night'],
      ['check-out', 'itinerary'],
    ]);
    expect(stayDates(plan.bookings[0]!)).toEqual(['2027-03-02', '2027-03-03', '2027-03-04']);
  });

  it('reads a landing day in order: landing, morning place, check-in, tour, evening place', () => {
    const day = '2027-03-02';
    const place = (placeName: string, timeOfDay: TimeOfDay, position: number) => ({
      ...plan.itinerary[0]!,
      _id: placeName,
      placeName,
      timeOfDay,
      position,
    });
    const entries = dayEntries(day, {
      flights: [flight('2027-03-01T22:00:00-03:00', '2027-03-02T11:40:00+00:00')],
      bookings: plan.bookings,
      tours: [{ ...plan.tours[0]!, time: '15:00' }],
      // The evening place was put first by hand: its part of the day still wins.
      itinerary: [place('Fado', 'evening', 0), place('Miradouro', 'morning', 1)],
    });
    expect(
      entries.map((e) => `${e.kind}:${e.time ?? (e.kind === 'itinerary' ? e.item.placeName : '')}`),
    ).toEqual(['flight:11:40', 'itinerary:Miradouro', 'check-in:', 'tour:15:00', 'itinerary:Fado']);
  });

  it('names the part of the day of a time', () => {
    expect(['04:59', '05:00', '12:00', '18:30', '21:00'].map(timeOfDayAt)).toEqual([
      'night',
      'morning',
      'afternoon',
      'evening',
      'night',
    ]);
  });
});

describe('itineraryInTimeOrder', () => {
  it('orders a day’s places alone by the same rule, new ones after old ones of the same part', () => {
    const items = [
      { name: 'new evening', time: null, timeOfDay: 'evening' as const, position: 3 },
      { name: 'dinner', time: '19:00', timeOfDay: 'evening' as const, position: 0 },
      { name: 'old morning', time: null, timeOfDay: 'morning' as const, position: 1 },
      { name: 'new morning', time: null, timeOfDay: 'morning' as const, position: 2 },
    ];
    expect(itineraryInTimeOrder(items).map((item) => item.name)).toEqual([
      'old morning',
      'new morning',
      'dinner',
      'new evening',
    ]);
  });
});

describe('overlappingStays', () => {
  it('finds stays whose nights overlap, not back-to-back ones', () => {
    const a = stay('a', '2027-03-01', '2027-03-04');
    const b = stay('b', '2027-03-04', '2027-03-06');
    const c = stay('c', '2027-03-05', '2027-03-07');
    expect(overlappingStays([c, a, b]).map(([x, y]) => `${x._id}${y._id}`)).toEqual(['bc']);
    expect(a.nights).toBe(3);
  });
});
