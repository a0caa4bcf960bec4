import { FLIGHT_MAX_HOURS, localToInstant, type MessageKey } from '@trilha/shared';

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
    (localToInstant(arrival.time, arrival.timeZone).getTime() -
      localToInstant(departure.time, departure.timeZone).getTime()) /
    60_000;
  if (minutes <= 0) return 'validation.arrivalBeforeDeparture';
  if (minutes > FLIGHT_MAX_HOURS * 60) return 'validation.flightTooLong';
  return undefined;
}
