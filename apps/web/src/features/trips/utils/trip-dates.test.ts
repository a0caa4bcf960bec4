import { describe, expect, it } from 'vitest';
import { countdown, formatTripDate, tripDays } from './trip-dates';

const today = new Date(2026, 4, 10);

describe('trip dates', () => {
  it('counts both ends of a trip', () => {
    expect(tripDays('2026-05-10', '2026-05-10')).toBe(1);
    expect(tripDays('2026-05-10', '2026-05-16')).toBe(7);
    expect(tripDays('2026-12-30', '2027-01-02')).toBe(4);
  });

  it('formats a calendar day in the interface language without shifting it', () => {
    expect(formatTripDate('2026-05-01', 'en')).toBe('May 1, 2026');
    expect(formatTripDate('2026-05-01', 'pt')).toBe('1 mai 2026');
    expect(formatTripDate('2026-05-01', 'es')).toBe('1 may 2026');
  });

  it.each([
    ['upcoming', '2026-06-09', '2026-06-12', { kind: 'startsIn', days: 30 }],
    ['starting-soon', '2026-05-11', '2026-05-12', { kind: 'startsIn', days: 1 }],
    ['in-progress', '2026-05-08', '2026-05-12', { kind: 'dayOf', day: 3, total: 5 }],
    ['in-progress', '2026-05-10', '2026-05-10', { kind: 'dayOf', day: 1, total: 1 }],
    ['completed', '2026-05-01', '2026-05-09', { kind: 'ended' }],
  ] as const)('%s %s..%s', (timeState, startDate, endDate, expected) => {
    expect(countdown({ timeState, startDate, endDate }, today)).toEqual(expected);
  });

  it('keeps the countdown within the server state when the local day disagrees', () => {
    expect(
      countdown({ timeState: 'starting-soon', startDate: '2026-05-10', endDate: '2026-05-12' }, today),
    ).toEqual({ kind: 'startsIn', days: 1 });
    expect(
      countdown({ timeState: 'in-progress', startDate: '2026-05-11', endDate: '2026-05-12' }, today),
    ).toEqual({
      kind: 'dayOf',
      day: 1,
      total: 2,
    });
  });
});
