import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutingService } from '../../adapters/routing/routing';
import type { TripsService } from '../trips/trips.service';
import { routingRoutes } from './routing.routes';
import { createTripRoutesService } from './routing.service';

/** Travel times between a trip's stops. */
export const routingModule: FastifyPluginAsyncZod<{
  trips: Pick<TripsService, 'load'>;
  routing: RoutingService;
}> = async (app, deps) => {
  await app.register(routingRoutes, { tripRoutes: createTripRoutesService(deps) });
};
