import { z } from 'zod';
import { TRAVEL_MODES, type Coordinates, type TravelMode } from '@trilha/shared';
import { RoutingServerError, routingFetch, type Router } from './router';

/** Valhalla's costing model for each travel mode. */
const COSTING: Record<TravelMode, string> = { walking: 'pedestrian', driving: 'auto', transit: 'multimodal' };

// The part of Valhalla's route answer this reads (https://valhalla.github.io/valhalla/api/turn-by-turn/api-reference/).
const answerSchema = z.object({
  trip: z.object({
    units: z.string().optional(),
    legs: z.array(
      z.object({
        summary: z.object({ length: z.number().min(0), time: z.number().min(0) }),
        shape: z.string().optional(),
      }),
    ),
  }),
});

/** Valhalla's shapes are Google's encoded polyline with six decimals; the points as [lat, lon]. */
export function decodePolyline6(encoded: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lon = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new RoutingServerError('Valhalla answered a broken shape');
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lon += next();
    points.push([lat / 1e6, lon / 1e6]);
  }
  return points;
}

/** A Valhalla server: `POST {url}/route` with `{locations, costing}`; it offers every mode. */
export function createValhallaRouter(url: string): Router {
  return {
    modes: TRAVEL_MODES,
    async route(stops: readonly Coordinates[], mode: TravelMode, signal: AbortSignal) {
      const body = await routingFetch(
        `${url}/route`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            locations: stops.map(({ lat, lon }) => ({ lat, lon })),
            costing: COSTING[mode],
            units: 'kilometers',
          }),
          signal,
        },
        'Valhalla',
      );
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new RoutingServerError('Valhalla answered in an unknown format');
      const metresPerUnit = answer.data.trip.units === 'miles' ? 1609.344 : 1000;
      const legs = answer.data.trip.legs;
      return {
        legs: legs.map((leg) => ({
          distanceMeters: leg.summary.length * metresPerUnit,
          durationSeconds: leg.summary.time,
        })),
        geometry: legs.every((leg) => leg.shape !== undefined)
          ? legs.flatMap((leg, i) => decodePolyline6(leg.shape!).slice(i === 0 ? 0 : 1))
          : null,
      };
    },
  };
}
