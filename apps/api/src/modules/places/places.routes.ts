import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeSearchQuerySchema, placeSearchResultSchema } from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import type { PlacesService } from './places.service';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.get(
    '/places/search',
    {
      schema: {
        tags: ['places'],
        description:
          '`scope=city` (default): the bundled cities, for destination fields. `scope=place`: points of ' +
          "interest near `near` or the trip's destination: the trip's own places, then the geocoder's " +
          '(GEOCODER_URL, Google Places), or the bundled airports and cities without one. `tripId`: 404 ' +
          'unless the caller may read the trip.',
        querystring: placeSearchQuerySchema,
        response: { 200: z.array(placeSearchResultSchema) },
      },
    },
    async (req) => places.search(actorOf(req), req.query, requestLanguage(req)),
  );
};
