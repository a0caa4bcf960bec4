import { describe, expect, it } from 'vitest';
import type { TimeOfDay } from './constants/plan';
import type { DayEntry } from './schemas/plan';
import { inTimeOrder } from './day-order';

const entry = (placeName: string, timeOfDay: TimeOfDay, time: string | null, position: number): DayEntry => ({
  kind: 'itinerary',
  time,
  timeOfDay,
  item: { _id: placeName, date: '2027-01-01', timeOfDay, time, placeName, notes: '', location: '', position },
});

describe('inTimeOrder', () => {
  it('orders by exact time, then part of the day, then the traveller’s order', () => {
    const ordered = inTimeOrder([
      entry('dinner', 'evening', '20:30', 0),
      entry('museum', 'afternoon', null, 1),
      entry('breakfast', 'morning', '08:00', 2),
      entry('walk', 'morning', null, 3),
      entry('bar', 'night', null, 4),
      entry('lunch', 'afternoon', '12:00', 5),
      entry('viewpoint', 'morning', null, 0),
    ]);
    expect(ordered.map((e) => e.item.placeName)).toEqual([
      'viewpoint',
      'walk',
      'breakfast',
      'museum',
      'lunch',
      'dinner',
      'bar',
    ]);
  });
});
