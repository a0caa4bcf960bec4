import { TZDate } from '@date-fns/tz';

/**
 * `2027-03-01T10:30` on the clocks of `zone` → that instant. The server stores flight times with it; the
 * flight form uses it to tell an arrival before its departure before anything is sent.
 */
export function localToInstant(local: string, zone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, zone).getTime());
}
