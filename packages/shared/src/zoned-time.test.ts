import { describe, expect, it } from 'vitest';
import { localToInstant } from './zoned-time';

describe('a local time in a time zone', () => {
  it('is read as that instant, across daylight-saving changes', () => {
    expect(localToInstant('2031-05-01T22:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2031-05-02T01:00:00.000Z',
    );
    expect(localToInstant('2031-07-01T12:00', 'Europe/Lisbon').toISOString()).toBe(
      '2031-07-01T11:00:00.000Z',
    );
    expect(localToInstant('2031-01-15T12:00', 'Europe/Lisbon').toISOString()).toBe(
      '2031-01-15T12:00:00.000Z',
    );
    expect(localToInstant('2031-03-30T03:30', 'Europe/Berlin').toISOString()).toBe(
      '2031-03-30T01:30:00.000Z',
    );
  });
});
