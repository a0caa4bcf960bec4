import { describe, expect, it } from 'vitest';
import { isoDate, monthGrid, parseDay, shiftPeriod, visibleRange, weekDays } from './calendar-dates';

const JULY_2026 = new Date(2026, 6, 15);

describe('monthGrid', () => {
  it('fills whole Monday weeks around the month', () => {
    const days = monthGrid(JULY_2026, 1);
    // 1 July 2026 is a Wednesday: two leading days from June; the 31st is a Friday: two trailing days.
    expect(days).toHaveLength(35);
    expect(days.slice(0, 3).map(isoDate)).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
    expect(isoDate(days[34] as Date)).toBe('2026-08-02');
  });

  it('starts on Sunday when the week does', () => {
    const days = monthGrid(JULY_2026, 0);
    expect(days).toHaveLength(35);
    expect(isoDate(days[0] as Date)).toBe('2026-06-28');
    expect(isoDate(days[34] as Date)).toBe('2026-08-01');
  });

  it('needs six weeks when the month spills over', () => {
    // August 2026 starts on a Saturday and has 31 days.
    expect(monthGrid(new Date(2026, 7, 1), 1)).toHaveLength(42);
  });

  it('needs only four weeks for a February that fits exactly', () => {
    expect(monthGrid(new Date(2027, 1, 10), 1)).toHaveLength(28);
  });
});

describe('weekDays', () => {
  it('lists the seven days of the week holding the date', () => {
    expect(weekDays(JULY_2026, 1).map(isoDate)).toEqual([
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-17',
      '2026-07-18',
      '2026-07-19',
    ]);
  });
});

describe('visibleRange and shiftPeriod', () => {
  it('fetches exactly the days on screen', () => {
    expect(visibleRange(monthGrid(JULY_2026, 1))).toEqual({ from: '2026-06-29', to: '2026-08-02' });
  });

  it('moves by whole months from the first, so the 31st never skips a month', () => {
    expect(isoDate(shiftPeriod('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(isoDate(shiftPeriod('week', JULY_2026, -1))).toBe('2026-07-08');
  });
});

describe('parseDay', () => {
  it('reads a real date and refuses anything else', () => {
    expect(isoDate(parseDay('2026-07-02') as Date)).toBe('2026-07-02');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('tomorrow')).toBeUndefined();
    expect(parseDay(null)).toBeUndefined();
  });
});
