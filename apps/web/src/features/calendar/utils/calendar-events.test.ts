import { describe, expect, it } from 'vitest';
import { eventLink, eventsByDay, onlyTripOn, tripColor, weekSegments } from './calendar-events';
import { makeBookingEvent, makeEvent, makeFlightEvent, makeItem, makeTourEvent } from '../calendar-fixtures';

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

  it('spans a stay over every day from check-in to check-out, under the trip', () => {
    const stay = makeBookingEvent({ start: '2026-07-02', end: '2026-07-04', date: '2026-07-02' });
    const trip = makeEvent({ start: '2026-07-01', end: '2026-07-04' });
    const byDay = eventsByDay([stay, trip], DAYS);
    expect(DAYS.map((day) => byDay.get(day)?.spans.map((event) => event.type))).toEqual([
      ['trip'],
      ['trip', 'booking'],
      ['trip', 'booking'],
      ['trip', 'booking'],
    ]);
    expect(DAYS.map((day) => byDay.get(day)?.items.length)).toEqual([0, 0, 0, 0]);
  });

  it('puts a night flight only on the day it leaves, and an all-day tour only on its day', () => {
    const flight = makeFlightEvent({
      start: '2026-07-02T22:00',
      end: '2026-07-03T06:05',
      date: '2026-07-02',
    });
    const tour = makeTourEvent({ start: '2026-07-03', end: '2026-07-03', allDay: true, date: '2026-07-03' });
    const byDay = eventsByDay([flight, tour], DAYS);
    expect(DAYS.map((day) => byDay.get(day)?.items.map((event) => event.title))).toEqual([
      [],
      ['TP 88 LIS → GRU'],
      [],
      [],
    ]);
    expect(DAYS.map((day) => byDay.get(day)?.spans.map((event) => event.title))).toEqual([
      [],
      [],
      ['Tram tour'],
      [],
    ]);
  });

  it('places a timed event by its start when the server gives no day', () => {
    const flight = makeFlightEvent({ start: '2026-07-04T01:10', end: '2026-07-04T09:00', date: null });
    expect(eventsByDay([flight], DAYS).get('2026-07-04')?.items).toEqual([flight]);
  });

  it('keeps an all-day event whose end comes before its start on its first day', () => {
    const odd = makeBookingEvent({ start: '2026-07-03', end: '2026-07-02' });
    const byDay = eventsByDay([odd], DAYS);
    expect(DAYS.map((day) => byDay.get(day)?.spans.length)).toEqual([0, 0, 1, 0]);
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
    expect(eventLink(makeFlightEvent())).toBe('/trips/trip-1/day/2026-07-03');
    expect(eventLink(makeBookingEvent())).toBe('/trips/trip-1/day/2026-07-01');
  });

  it('gives a trip the same colour every time and different trips different ones', () => {
    expect(tripColor('trip-1')).toBe(tripColor('trip-1'));
    expect(tripColor('trip-1')).not.toBe(tripColor('trip-2'));
  });
});

describe('weekSegments', () => {
  const WEEK = [
    '2026-06-28',
    '2026-06-29',
    '2026-06-30',
    '2026-07-01',
    '2026-07-02',
    '2026-07-03',
    '2026-07-04',
  ];

  it('draws a trip of several days as one bar over its days, cut where the week ends', () => {
    const trip = makeEvent({ start: '2026-07-02', end: '2026-07-09' });
    expect(weekSegments([trip], WEEK)).toEqual([
      { event: trip, lane: 0, first: 4, last: 6, fromBefore: false, toAfter: true },
    ]);
    const started = makeEvent({ start: '2026-06-20', end: '2026-06-29' });
    expect(weekSegments([started], WEEK)).toMatchObject([
      { first: 0, last: 1, fromBefore: true, toAfter: false },
    ]);
  });

  it('puts overlapping spans on separate rows, the trip on top, and reuses a row once it is free', () => {
    const stay = makeBookingEvent({ start: '2026-06-29', end: '2026-07-01', date: '2026-06-29' });
    const trip = makeEvent({ start: '2026-06-29', end: '2026-07-03' });
    const later = makeBookingEvent({ title: 'Hotel Porto', start: '2026-07-02', end: '2026-07-03' });
    const timed = makeItem();
    const rows = weekSegments([stay, later, timed, trip], WEEK).map((segment) => [
      segment.event.title,
      segment.lane,
    ]);
    expect(rows).toEqual([
      ['Summer in Lisbon', 0],
      ['Hotel Alfama', 1],
      ['Hotel Porto', 1],
    ]);
  });

  it('puts a span in the first row free over all its days, even above one drawn before it', () => {
    const trip = makeEvent({ start: '2026-06-28', end: '2026-07-04' });
    const weekend = makeEvent({ tripId: 'trip-2', title: 'Porto', start: '2026-07-03', end: '2026-07-04' });
    const stay = makeBookingEvent({ start: '2026-06-28', end: '2026-06-29', date: '2026-06-28' });
    expect(
      weekSegments([trip, weekend, stay], WEEK).map((segment) => [segment.event.title, segment.lane]),
    ).toEqual([
      ['Summer in Lisbon', 0],
      ['Porto', 1],
      ['Hotel Alfama', 1],
    ]);
  });

  it('leaves out spans outside the week', () => {
    expect(weekSegments([makeEvent({ start: '2026-07-05', end: '2026-07-08' })], WEEK)).toEqual([]);
  });
});
