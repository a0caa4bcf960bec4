import { describe, expect, it } from 'vitest';
import { localToInstant } from '@trilha/shared';
import { instantInZone } from './zoned-time';

describe('zoned time', () => {
  it('reads a local time in its zone, across daylight-saving changes', () => {
    expect(localToInstant('2027-01-15T10:30', 'Europe/Lisbon').toISOString()).toBe(
      '2027-01-15T10:30:00.000Z',
    );
    expect(localToInstant('2027-07-15T10:30', 'Europe/Lisbon').toISOString()).toBe(
      '2027-07-15T09:30:00.000Z',
    );
    expect(localToInstant('2027-07-15T22:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2027-07-16T01:00:00.000Z',
    );
    expect(localToInstant('2027-03-01T09:00', 'Asia/Kolkata').toISOString()).toBe('2027-03-01T03:30:00.000Z');
  });

  it('writes an instant with the offset of its zone', () => {
    const instant = new Date('2027-07-16T01:00:00Z');
    expect(instantInZone(instant, 'America/Sao_Paulo')).toBe('2027-07-15T22:00:00-03:00');
    expect(instantInZone(instant, 'Europe/Lisbon')).toBe('2027-07-16T02:00:00+01:00');
    expect(instantInZone(new Date('2027-03-01T03:30:00Z'), 'Asia/Kolkata')).toBe('2027-03-01T09:00:00+05:30');
    expect(instantInZone(new Date('2027-03-01T03:30:00Z'), 'America/St_Johns')).toBe(
      '2027-03-01T00:00:00-03:30',
    );
  });

  it('writes a local-mean-time offset of seconds as whole minutes, still naming the same instant', () => {
    const instant = localToInstant('1910-01-01T10:00', 'America/Sao_Paulo');
    const written = instantInZone(instant, 'America/Sao_Paulo');
    expect(written).toMatch(/^1910-01-01T10:00:\d{2}-03:06$/);
    expect(new Date(written).getTime()).toBe(instant.getTime());
  });
});
