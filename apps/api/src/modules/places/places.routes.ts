import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeSearchQuerySchema, placeSearchResultSchema } from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import type { PlacesIndex } from './places.index';

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesIndex }> = async (app, { places }) => {
  app.get(
    '/places/search',
    {
      schema: {
        tags: ['places'],
        querystring: placeSearchQuerySchema,
        response: { 200: z.array(placeSearchResultSchema) },
      },
    },
    async (req) => places.search(req.query.q, requestLanguage(req)),
  );
};
