import { describe, expect, it } from 'vitest';
import { eventLink, eventsByDay, onlyTripOn, tripColor } from './calendar-events';
import { makeEvent, makeItem } from '../calendar-fixtures';

const DAYS = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'];

describe('eventsByDay', () => {
  it('puts a trip on every day it covers, both ends included', () => {
    const trip = makeEvent({ start: '2026-07-02', end: '2026-07-03' });
    const byDay = eventsByDay([trip], DAYS);
    expect(DAYS.map((day) => byDay.get(day)?.spans.length)).toEqual([0, 1, 1, 0]);
  });

  it('puts timed items on their day in time order', () => {
    const late = makeItem({ title: 'Fado', start: '2026-07-02T21:00', date: '2026-07-02' });
    const early = makeItem({ title: 'Breakfast', start: '2026-07-02T08:30', date: '2026-07-02' });
    const byDay = eventsByDay([late, early], DAYS);
    expect(byDay.get('2026-07-02')?.items.map((item) => item.title)).toEqual(['Breakfast', 'Fado']);
    expect(byDay.get('2026-07-01')?.items).toEqual([]);
  });
});

describe('onlyTripOn', () => {
  it('names the trip only when exactly one covers the day', () => {
    const lisbon = makeEvent({ tripId: 'trip-1', start: '2026-07-01', end: '2026-07-03' });
    const porto = makeEvent({ tripId: 'trip-2', start: '2026-07-03', end: '2026-07-04' });
    const byDay = eventsByDay([lisbon, porto], DAYS);
    expect(DAYS.map((day) => onlyTripOn(byDay.get(day)))).toEqual(['trip-1', 'trip-1', undefined, 'trip-2']);
  });
});

describe('eventLink and tripColor', () => {
  it('opens the trip for a trip and the day view for a dated item', () => {
    expect(eventLink(makeEvent())).toBe('/trips/trip-1');
    expect(eventLink(makeItem({ date: '2026-07-02' }))).toBe('/trips/trip-1/day/2026-07-02');
  });

  it('gives a trip the same colour every time and different trips different ones', () => {
    expect(tripColor('trip-1')).toBe(tripColor('trip-1'));
    expect(tripColor('trip-1')).not.toBe(tripColor('trip-2'));
  });
});
