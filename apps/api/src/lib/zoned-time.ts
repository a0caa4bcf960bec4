import { tzOffset } from '@date-fns/tz';
import { localToInstant } from '@trilha/shared';

/**
 * A flight time as clients send it to that instant: the wall-clock time at the airport
 * (`2031-05-01T22:00`), or an instant carrying its offset (`2031-05-01T22:00:00-03:00`, `…Z`), which
 * names the moment whatever the airport's zone. Seconds are dropped: flight times are kept to the minute.
 */
export function flightTimeToInstant(time: string, zone: string): Date {
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(time)) return localToInstant(time.slice(0, 16), zone);
  const instant = new Date(time).getTime();
  return new Date(instant - (((instant % 60_000) + 60_000) % 60_000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as ISO 8601 with the zone's offset at that moment: `2027-03-01T10:30:00+01:00`. */
export function instantInZone(instant: Date, zone: string): string {
  // Before standard time, zones kept local mean time (São Paulo: -03:06:28); ISO 8601 offsets hold minutes.
  const offset = Math.round(tzOffset(zone, instant));
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
