import { describe, expect, it } from 'vitest';
import { HOTEL, ITINERARY, OUTBOUND, TRAM } from '../itinerary-fixtures';
import { amongAllPlaces, applyMove, dayDropId, moveFromDrop } from './itinerary-moves';
import { planDays } from './plan-days';

/** The itinerary alone, and with the landing, the stay and the tour of the fixtures merged in. */
const PLACES_ONLY = planDays(ITINERARY, { flights: [], bookings: [], tours: [] });
const WITH_BOOKINGS = planDays(ITINERARY, { flights: [OUTBOUND], bookings: [HOTEL], tours: [TRAM] });

const order = (days: typeof ITINERARY) =>
  Object.fromEntries(days.map((day) => [day.date, day.items.map((item) => `${item._id}@${item.position}`)]));

describe('moveFromDrop', () => {
  it.each([
    ['dropped on itself', 'item-1', 'item-1', null],
    ['dropped nowhere', 'item-1', null, null],
    ['an unknown item', 'nope', 'item-2', null],
    [
      'an untimed place down within its day, after a 15:30 one: into the afternoon',
      'item-1',
      'item-2',
      { itemId: 'item-1', position: 1, timeOfDay: 'afternoon' },
    ],
    [
      'a 15:30 place up before a morning one: refused, offering to clear its time',
      'item-2',
      'item-1',
      {
        refused: 'timed',
        itemId: 'item-2',
        time: '15:30',
        withoutTime: { itemId: 'item-2', position: 0, time: null, timeOfDay: 'morning' },
      },
    ],
    [
      'on its own day: goes last, in the part of the day of what it follows',
      'item-1',
      dayDropId('2026-07-01'),
      { itemId: 'item-1', position: 1, timeOfDay: 'afternoon' },
    ],
    ['on its own day when already last', 'item-2', dayDropId('2026-07-01'), null],
    [
      'onto an item of another day: before it, in its part of the day',
      'item-1',
      'item-3',
      { itemId: 'item-1', date: '2026-07-02', position: 0, timeOfDay: 'night' },
    ],
    [
      'a timed place onto another day: it keeps its time there',
      'item-2',
      dayDropId('2026-07-02'),
      { itemId: 'item-2', date: '2026-07-02', position: 1 },
    ],
    [
      'onto an empty day',
      'item-3',
      dayDropId('2026-07-03'),
      { itemId: 'item-3', date: '2026-07-03', position: 0 },
    ],
    [
      'from outside the trip into it',
      'item-4',
      'item-1',
      { itemId: 'item-4', date: '2026-07-01', position: 0 },
    ],
    ['onto a day that is not there', 'item-1', dayDropId('2030-01-01'), null],
  ])('%s', (_case, active, over, expected) => {
    expect(moveFromDrop(PLACES_ONLY, active, over)).toEqual(expected);
  });

  it.each([
    [
      'an untimed place dropped on the check-in: afternoon, after the 15:30 place',
      'item-1',
      '2026-07-01/check-in-booking-1',
      { itemId: 'item-1', position: 0, timeOfDay: 'afternoon' },
    ],
    [
      'an untimed morning place dropped before the 11:40 landing: stays in the morning, after it',
      'item-1',
      '2026-07-01/flight-flight-1-arrival',
      { itemId: 'item-1', position: 0 },
    ],
    [
      'a night place dropped on the 16:00 tour of its day: first in the day, so the afternoon',
      'item-3',
      '2026-07-02/tour-tour-1',
      { itemId: 'item-3', position: 0, timeOfDay: 'afternoon' },
    ],
    [
      'a 15:30 place dropped on the landing: refused, it stays after 11:40',
      'item-2',
      '2026-07-01/flight-flight-1-arrival',
      {
        refused: 'timed',
        itemId: 'item-2',
        time: '15:30',
        withoutTime: { itemId: 'item-2', position: 0, time: null, timeOfDay: 'morning' },
      },
    ],
    [
      'a 15:30 place dropped before the check-in (from 15:00): refused',
      'item-2',
      '2026-07-01/check-in-booking-1',
      {
        refused: 'timed',
        itemId: 'item-2',
        time: '15:30',
        withoutTime: { itemId: 'item-2', position: 1, time: null, timeOfDay: 'morning' },
      },
    ],
    ['a booking cannot be dragged', '2026-07-01/check-in-booking-1', 'item-1', null],
  ])('%s', (_case, active, over, expected) => {
    expect(moveFromDrop(WITH_BOOKINGS, active, over)).toEqual(expected);
  });
});

describe('applyMove', () => {
  it('reorders within a day and renumbers the positions', () => {
    // Dropped after the 15:30 place, the morning place takes the afternoon (positions follow time order).
    const move = { itemId: 'item-1', position: 1, timeOfDay: 'afternoon' } as const;
    expect(order(applyMove(ITINERARY, move))['2026-07-01']).toEqual(['item-2@0', 'item-1@1']);
  });

  it('moves to another day at the position, renumbering both days', () => {
    const days = applyMove(ITINERARY, { itemId: 'item-2', date: '2026-07-02', position: 0 });
    expect(order(days)).toMatchObject({ '2026-07-01': ['item-1@0'], '2026-07-02': ['item-2@0', 'item-3@1'] });
    expect(days[1]!.items[0]!.date).toBe('2026-07-02');
  });

  it('puts the item last when no position is given, and leaves other days as they were', () => {
    const days = applyMove(ITINERARY, { itemId: 'item-4', date: '2026-07-02', timeOfDay: 'night' });
    expect(order(days)['2026-07-02']).toEqual(['item-3@0', 'item-4@1']);
    expect(days[3]!.items).toEqual([]);
    expect(days[2]).toBe(ITINERARY[2]);
  });

  it('puts a place given a part of the day in its time order, the position deciding only among equals', () => {
    const days = applyMove(ITINERARY, { itemId: 'item-1', position: 0, timeOfDay: 'evening' });
    expect(order(days)['2026-07-01']).toEqual(['item-2@0', 'item-1@1']);
    expect(days[0]!.items[1]!.timeOfDay).toBe('evening');
  });

  it('clears the time of a place when asked, so it sits in its part of the day', () => {
    const days = applyMove(ITINERARY, { itemId: 'item-2', position: 0, time: null, timeOfDay: 'morning' });
    expect(order(days)['2026-07-01']).toEqual(['item-2@0', 'item-1@1']);
    expect(days[0]!.items[0]).toMatchObject({ time: null, timeOfDay: 'morning' });
  });

  it('changes nothing for an unknown item', () => {
    expect(applyMove(ITINERARY, { itemId: 'nope', position: 0 })).toBe(ITINERARY);
  });
});

describe('amongAllPlaces', () => {
  // A day of five places, two of them (b, d) someone else's and hidden from this person.
  const place = (_id: string) => ({ _id });
  const all = [
    { date: '2026-07-01', items: ['a', 'b', 'c', 'd', 'e'].map(place) },
    { date: '2026-07-02', items: [] },
  ];
  const shown = [
    { date: '2026-07-01', items: ['a', 'c', 'e'].map(place) },
    { date: '2026-07-02', items: [] },
  ];

  it.each([
    ['e up to first: before a', { itemId: 'e', position: 0 }, 0],
    ['a down past c: before e, after the hidden d', { itemId: 'a', position: 1 }, 3],
    ['c down to last: after e, the last shown', { itemId: 'c', position: 2 }, 4],
    ['a to another day with nothing shown: last there', { itemId: 'a', date: '2026-07-02', position: 0 }, 0],
  ])('%s', (_name, move, position) => {
    expect(amongAllPlaces(move as never, shown as never, all as never)).toEqual({ ...move, position });
  });

  it('leaves a move without a position as it is (last of its day)', () => {
    const move = { itemId: 'a', date: '2026-07-02' };
    expect(amongAllPlaces(move, shown as never, all as never)).toBe(move);
  });
});
