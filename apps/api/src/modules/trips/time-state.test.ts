import { describe, expect, it } from 'vitest';
import { timeStateOf, todayAt } from './time-state';

describe('timeStateOf', () => {
  it.each([
    ['2026-12-01', '2026-12-10', '2026-11-20', 'upcoming'],
    ['2026-12-01', '2026-12-10', '2026-11-23', 'upcoming'],
    ['2026-12-01', '2026-12-10', '2026-11-24', 'starting-soon'],
    ['2026-12-01', '2026-12-10', '2026-11-30', 'starting-soon'],
    ['2026-12-01', '2026-12-10', '2026-12-01', 'in-progress'],
    ['2026-12-01', '2026-12-10', '2026-12-10', 'in-progress'],
    ['2026-12-01', '2026-12-10', '2026-12-11', 'completed'],
    ['2026-12-01', '2026-12-01', '2026-12-01', 'in-progress'],
  ] as const)('%s..%s on %s is %s', (start, end, today, state) => {
    expect(timeStateOf(start, end, today)).toBe(state);
  });
});

describe('todayAt', () => {
  const lateEveningUtc = new Date('2026-11-21T23:30:00Z');
  it('moves east of Greenwich into the next day', () => {
    expect(todayAt(139.7, lateEveningUtc)).toBe('2026-11-22'); // Tokyo
  });
  it('stays on the UTC date west of it and without coordinates', () => {
    expect(todayAt(-46.6, lateEveningUtc)).toBe('2026-11-21'); // São Paulo
    expect(todayAt(null, lateEveningUtc)).toBe('2026-11-21');
  });
});
