import { TZDate, tzOffset } from '@date-fns/tz';

/** `2027-03-01T10:30` on the clocks of `zone` → that instant. */
export function localToInstant(local: string, zone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, zone).getTime());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as ISO 8601 with the zone's offset at that moment: `2027-03-01T10:30:00+01:00`. */
export function instantInZone(instant: Date, zone: string): string {
  const offset = tzOffset(zone, instant);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
