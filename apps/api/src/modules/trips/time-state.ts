import { daysBetween, STARTING_SOON_DAYS, type TimeState } from '@trilha/shared';

/**
 * Today's calendar date at the destination. We keep no time zone per trip, so the offset is the
 * longitude's solar one (15° an hour): right to the day almost everywhere, which is what a date needs.
 */
export function todayAt(lon: number | null | undefined, now: Date = new Date()): string {
  const offsetHours = lon == null ? 0 : Math.round(lon / 15);
  return new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
}

/**
 * `todayAt` for one instant, remembered per offset: a list of trips asks it once per trip, and its trips
 * fall in a few of the 25 offsets.
 */
export function todaysAt(now: Date = new Date()): (lon: number | null | undefined) => string {
  const byOffset = new Map<number, string>();
  return (lon) => {
    const offsetHours = lon == null ? 0 : Math.round(lon / 15);
    let today = byOffset.get(offsetHours);
    if (today === undefined) {
      today = todayAt(lon, now);
      byOffset.set(offsetHours, today);
    }
    return today;
  };
}

export function timeStateOf(startDate: string, endDate: string, today: string): TimeState {
  if (endDate < today) return 'completed';
  if (startDate <= today) return 'in-progress';
  return daysBetween(today, startDate) <= STARTING_SOON_DAYS ? 'starting-soon' : 'upcoming';
}
