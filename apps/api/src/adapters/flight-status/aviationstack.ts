import { FLIGHT_STATUSES, type FlightStatus } from '@trilha/shared';
import { z } from 'zod';

/** Asks a flight-status service for one flight on one (local departure) date. */
export interface FlightStatusService {
  /** The status, or null when the service has no record of that flight on that date. */
  lookup(flightNumber: string, departureDate: string): Promise<FlightStatus | null>;
}

export class FlightStatusServiceError extends Error {}

// The part of AviationStack's /flights answer this reads (https://aviationstack.com/documentation).
const answerSchema = z.object({
  data: z
    .array(
      z.object({
        flight_date: z.string().nullish(),
        flight_status: z.string().nullish(),
        departure: z.object({ scheduled: z.string().nullish() }).nullish(),
      }),
    )
    .nullish(),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

const REQUEST_TIMEOUT_MS = 8000;

const known = (status: string | null | undefined): FlightStatus =>
  (FLIGHT_STATUSES as readonly string[]).includes(status ?? '') ? (status as FlightStatus) : 'unknown';

/** AviationStack: `GET {base}/flights?access_key=…&flight_iata=TP88`, filtered to the departure date. */
export function createAviationStack({
  apiKey,
  baseUrl,
}: {
  apiKey: string;
  baseUrl: string;
}): FlightStatusService {
  return {
    async lookup(flightNumber, departureDate) {
      const url = new URL(`${baseUrl}/flights`);
      url.searchParams.set('access_key', apiKey);
      url.searchParams.set('flight_iata', flightNumber);
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        body = await response.json();
        if (!response.ok && !(body as { error?: unknown })?.error) {
          throw new FlightStatusServiceError(`AviationStack answered HTTP ${response.status}`);
        }
      } catch (error) {
        if (error instanceof FlightStatusServiceError) throw error;
        throw new FlightStatusServiceError(`AviationStack could not be reached: ${(error as Error).message}`);
      }
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new FlightStatusServiceError('AviationStack answered in an unknown format');
      if (answer.data.error) {
        throw new FlightStatusServiceError(
          `AviationStack refused: ${answer.data.error.code ?? ''} ${answer.data.error.message ?? ''}`.trim(),
        );
      }
      const record = (answer.data.data ?? []).find(
        (flight) => (flight.flight_date ?? flight.departure?.scheduled?.slice(0, 10)) === departureDate,
      );
      return record ? known(record.flight_status) : null;
    },
  };
}
