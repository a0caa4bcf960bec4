import type { FastifyBaseLogger } from 'fastify';
import {
  estimateLegs,
  TRAVEL_MODES,
  type Coordinates,
  type RouteResult,
  type RoutingConfig,
  type TravelMode,
} from '@trilha/shared';
import type { RoutingServerConfig } from '../../config/env';
import { createOsrmRouter } from './osrm';
import { RoutingServerError } from './router';
import { createValhallaRouter } from './valhalla';

/** Travel times between stops: the routing server's when it answers, the straight-line estimate when not. */
export interface RoutingService {
  config: RoutingConfig;
  route(stops: readonly Coordinates[], mode: TravelMode): Promise<RouteResult>;
}

/** A slow routing server must not hold up the day's plan: past this the estimate answers instead. */
export const ROUTING_TIMEOUT_MS = 3000;

const estimate = (stops: readonly Coordinates[], mode: TravelMode): RouteResult => ({
  mode,
  estimated: true,
  legs: estimateLegs(stops, mode),
  geometry: null,
});

export function createRoutingService({
  server,
  log,
  timeoutMs = ROUTING_TIMEOUT_MS,
}: {
  server?: RoutingServerConfig;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): RoutingService {
  const router = server
    ? server.provider === 'valhalla'
      ? createValhallaRouter(server.url)
      : createOsrmRouter(server.url, server.profiles)
    : undefined;
  return {
    config: router
      ? { provider: server!.provider, modes: [...router.modes] }
      : { provider: 'estimate', modes: [...TRAVEL_MODES] },
    async route(stops, mode) {
      // A mode the server was not built for (an OSRM server without transit) is estimated.
      if (!router || !router.modes.includes(mode)) return estimate(stops, mode);
      try {
        const path = await router.route(stops, mode, AbortSignal.timeout(timeoutMs));
        if (path.legs.length !== stops.length - 1) {
          throw new RoutingServerError(`answered ${path.legs.length} legs for ${stops.length} stops`);
        }
        return {
          mode,
          estimated: false,
          legs: path.legs.map((leg) => ({
            distanceMeters: Math.round(leg.distanceMeters),
            durationSeconds: Math.round(leg.durationSeconds),
            estimated: false,
          })),
          geometry: path.geometry,
        };
      } catch (error) {
        log.warn(
          { err: error, provider: server!.provider, mode, stops: stops.length },
          'The routing server did not answer; travel times are estimated',
        );
        return estimate(stops, mode);
      }
    },
  };
}
