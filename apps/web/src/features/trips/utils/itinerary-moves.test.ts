import { describe, expect, it } from 'vitest';
import { ITINERARY } from '../itinerary-fixtures';
import { applyMove, dayDropId, moveFromDrop } from './itinerary-moves';

const order = (days: typeof ITINERARY) =>
  Object.fromEntries(days.map((day) => [day.date, day.items.map((item) => `${item._id}@${item.position}`)]));

describe('moveFromDrop', () => {
  it.each([
    ['dropped on itself', 'item-1', 'item-1', null],
    ['dropped nowhere', 'item-1', null, null],
    ['an unknown item', 'nope', 'item-2', null],
    ['down within its day', 'item-1', 'item-2', { itemId: 'item-1', position: 1 }],
    ['up within its day', 'item-2', 'item-1', { itemId: 'item-2', position: 0 }],
    ['on its own day: goes last', 'item-1', dayDropId('2026-07-01'), { itemId: 'item-1', position: 1 }],
    ['on its own day when already last', 'item-2', dayDropId('2026-07-01'), null],
    [
      'onto an item of another day: before it',
      'item-1',
      'item-3',
      { itemId: 'item-1', date: '2026-07-02', position: 0 },
    ],
    [
      'onto another day: last there',
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
    expect(moveFromDrop(ITINERARY, active, over)).toEqual(expected);
  });
});

describe('applyMove', () => {
  it('reorders within a day and renumbers the positions', () => {
    expect(order(applyMove(ITINERARY, { itemId: 'item-1', position: 1 }))['2026-07-01']).toEqual([
      'item-2@0',
      'item-1@1',
    ]);
  });

  it('moves to another day at the position, renumbering both days', () => {
    const days = applyMove(ITINERARY, { itemId: 'item-2', date: '2026-07-02', position: 0 });
    expect(order(days)).toMatchObject({ '2026-07-01': ['item-1@0'], '2026-07-02': ['item-2@0', 'item-3@1'] });
    expect(days[1]!.items[0]!.date).toBe('2026-07-02');
  });

  it('puts the item last when no position is given, and leaves other days as they were', () => {
    const days = applyMove(ITINERARY, { itemId: 'item-4', date: '2026-07-02' });
    expect(order(days)['2026-07-02']).toEqual(['item-3@0', 'item-4@1']);
    expect(days[3]!.items).toEqual([]);
    expect(days[2]).toBe(ITINERARY[2]);
  });

  it('changes nothing for an unknown item', () => {
    expect(applyMove(ITINERARY, { itemId: 'nope', position: 0 })).toBe(ITINERARY);
  });
});
