import { describe, expect, it } from 'vitest';
import { bestTripMatch, defaultTrip } from './import-match';

const trip = (
  _id: string,
  startDate: string,
  endDate: string,
  name: string,
  timeState: 'upcoming' | 'in-progress' | 'completed' = 'upcoming',
) => ({
  _id,
  startDate,
  endDate,
  timeState,
  destination: {
    name,
    country: name === 'Lisbon' || name === 'Porto' ? 'Portugal' : 'Spain',
    countryCode: '',
    lat: 0,
    lon: 0,
  },
});

const LISBON = trip('lisbon', '2026-07-01', '2026-07-10', 'Lisbon');
const PORTO = trip('porto', '2026-05-01', '2026-05-03', 'Porto');
const MADRID = trip('madrid', '2026-07-08', '2026-07-15', 'Madrid');

describe('bestTripMatch', () => {
  it('picks the trip whose dates hold the booking, a day either side allowed', () => {
    expect(bestTripMatch([PORTO, LISBON], { dates: ['2026-06-30', '2026-07-01'], places: [] })?._id).toBe(
      'lisbon',
    );
    expect(bestTripMatch([PORTO, LISBON], { dates: ['2026-05-04'], places: [] })?._id).toBe('porto');
  });

  it('breaks a tie on dates by the destination named in the booking, accents and case aside', () => {
    const clues = { dates: ['2026-07-09'], places: ['Gran Vía 12, MADRÍD'] };
    expect(bestTripMatch([LISBON, MADRID], clues)?._id).toBe('madrid');
    expect(
      bestTripMatch([MADRID, LISBON], { dates: ['2026-07-09'], places: ['Rua Augusta, Lisbon'] })?._id,
    ).toBe('lisbon');
  });

  it('finds none when no trip shares a date or the destination', () => {
    expect(bestTripMatch([PORTO, LISBON], { dates: ['2027-01-10'], places: ['Tokyo'] })).toBeUndefined();
    expect(bestTripMatch([], { dates: ['2026-07-02'], places: [] })).toBeUndefined();
  });
});

describe('defaultTrip', () => {
  it('prefers the trip under way, then the next one, then the latest past one', () => {
    const past = trip('past', '2025-01-01', '2025-01-05', 'Porto', 'completed');
    const older = trip('older', '2024-01-01', '2024-01-05', 'Porto', 'completed');
    const now = trip('now', '2026-04-01', '2026-04-20', 'Lisbon', 'in-progress');
    expect(defaultTrip([LISBON, past, now, PORTO])?._id).toBe('now');
    expect(defaultTrip([LISBON, past, PORTO])?._id).toBe('porto');
    expect(defaultTrip([older, past])?._id).toBe('past');
  });
});
