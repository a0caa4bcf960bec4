import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, dayNumber, daysBetween } from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2027-03-01', '2027-03-01')).toBe(0);
    expect(daysBetween('2027-03-01', '2027-04-01')).toBe(31);
    expect(daysBetween('2027-03-10', '2027-03-01')).toBe(-9);
  });

  it('numbers the days, so that their differences are the days between', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    for (const [start, end] of [
      ['2027-03-01', '2027-04-01'],
      ['2028-02-28', '2028-03-01'],
      ['2026-12-31', '2027-01-01'],
      ['2027-03-10', '2027-03-01'],
    ] as const)
      expect(dayNumber(end) - dayNumber(start)).toBe(daysBetween(start, end));
  });

  it('lists every date of a range, both ends included', () => {
    expect(datesBetween('2027-12-30', '2028-01-02')).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(datesBetween('2027-01-02', '2027-01-01')).toEqual([]);
  });
});
