import { describe, expect, it } from 'vitest';
import { progressOf, type TravelRecord } from './badges';

const trip = (startDate: string, endDate: string, countryCode: string, destination = countryCode) =>
  ({ startDate, endDate, countryCode, destination }) satisfies TravelRecord;

describe('travel progress', () => {
  it('counts the days of trips that have begun, and every trip planned and its country', () => {
    const today = '2031-05-10';
    const progress = progressOf(
      [
        trip('2031-04-01', '2031-04-05', 'PT'), // over: 5 days
        trip('2031-05-08', '2031-05-14', 'ES'), // under way: 3 days so far
        trip('2031-06-01', '2031-06-20', 'JP'), // still being planned
      ],
      0,
      today,
    );
    expect(progress).toMatchObject({ trips: 3, countries: 3, days: 8, longestTrip: 20 });
  });

  it('counts no days travelled before the first trip starts, and the country it goes to', () => {
    expect(progressOf([trip('2031-06-01', '2031-06-03', 'FR')], 0, '2031-05-10')).toMatchObject({
      trips: 1,
      countries: 1,
      days: 0,
    });
  });
});
