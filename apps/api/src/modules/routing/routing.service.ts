import type { RouteRequest, RouteResult } from '@trilha/shared';
import type { RoutingService } from '../../adapters/routing/routing';
import type { Actor } from '../../plugins/auth';
import type { TripsService } from '../trips/trips.service';

/**
 * Travel times between a trip's stops. Anyone who may read the trip may ask (a viewer too): it reveals
 * nothing of the trip, but the routing server is the instance's to spend, not the whole internet's.
 */
export function createTripRoutesService({
  trips,
  routing,
}: {
  trips: Pick<TripsService, 'load'>;
  routing: RoutingService;
}) {
  return {
    async route(actor: Actor, tripId: string, request: RouteRequest): Promise<RouteResult> {
      await trips.load(actor, tripId, 'read');
      return routing.route(request.stops, request.mode);
    },
  };
}

export type TripRoutesService = ReturnType<typeof createTripRoutesService>;
