import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRequestSchema, routeResultSchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { TripRoutesService } from './routing.service';

export const routingRoutes: FastifyPluginAsyncZod<{ tripRoutes: TripRoutesService }> = async (
  app,
  { tripRoutes },
) => {
  app.post(
    '/trips/:id/route',
    {
      schema: {
        tags: ['itinerary'],
        description:
          'Distance and travel time between consecutive stops, from the routing server (ROUTING_URL) ' +
          'or, without one or when it fails, a straight-line estimate (`estimated: true`).',
        params: tripParams,
        body: routeRequestSchema,
        response: { 200: routeResultSchema },
      },
    },
    async (req) => tripRoutes.route(actorOf(req), req.params.id, req.body),
  );
};
