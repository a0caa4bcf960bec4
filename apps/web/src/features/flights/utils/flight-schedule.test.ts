import { describe, expect, it } from 'vitest';
import { scheduleProblem } from './flight-schedule';

describe('flight schedule', () => {
  it('finds an arrival before its departure only once both zones are known', () => {
    const gru = { time: '2031-05-01T22:00', timeZone: 'America/Sao_Paulo' };
    // 11:40 in Lisbon the next day is after 22:00 in São Paulo; 00:30 the next day in Lisbon is before it.
    expect(scheduleProblem(gru, { time: '2031-05-02T11:40', timeZone: 'Europe/Lisbon' })).toBeUndefined();
    expect(scheduleProblem(gru, { time: '2031-05-02T00:30', timeZone: 'Europe/Lisbon' })).toBe(
      'validation.arrivalBeforeDeparture',
    );
    expect(scheduleProblem(gru, { time: '2031-05-05T00:30', timeZone: 'Europe/Lisbon' })).toBe(
      'validation.flightTooLong',
    );
    expect(scheduleProblem(gru, { time: '2031-05-01T10:00', timeZone: undefined })).toBeUndefined();
  });
});
