import { FLIGHT_MAX_HOURS, type MessageKey } from '@trilha/shared';

const WALL_CLOCK = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clocks are ahead of UTC at the instant `utcMs`, in milliseconds. */
function zoneOffset(utcMs: number, timeZone: string): number {
  let format = WALL_CLOCK.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    WALL_CLOCK.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(new Date(utcMs)).find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The instant a local wall-clock time (`YYYY-MM-DDTHH:mm`) names at an airport in `timeZone`. */
export function instantAt(local: string, timeZone: string): number {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The offset at the wall time, then at the instant it gives: right on both sides of a DST change.
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/**
 * What the server will say of a flight's times, said before the traveller leaves the first step: the
 * arrival must come after the departure (each in its airport's time zone) and within FLIGHT_MAX_HOURS.
 * Undefined when the times are fine or cannot be judged yet (an airport's zone is unknown).
 */
export function scheduleProblem(
  departure: { time: string; timeZone: string | undefined },
  arrival: { time: string; timeZone: string | undefined },
): MessageKey | undefined {
  if (!departure.timeZone || !arrival.timeZone || !departure.time || !arrival.time) return undefined;
  const minutes =
    (instantAt(arrival.time, arrival.timeZone) - instantAt(departure.time, departure.timeZone)) / 60_000;
  if (minutes <= 0) return 'validation.arrivalBeforeDeparture';
  if (minutes > FLIGHT_MAX_HOURS * 60) return 'validation.flightTooLong';
  return undefined;
}
