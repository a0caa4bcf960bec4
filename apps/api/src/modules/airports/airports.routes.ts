import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { airportSchema, airportSearchQuerySchema } from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import type { AirportsIndex } from './airports.index';

export const airportsRoutes: FastifyPluginAsyncZod<{ airports: AirportsIndex }> = async (
  app,
  { airports },
) => {
  app.get(
    '/airports/search',
    {
      schema: {
        tags: ['flights'],
        querystring: airportSearchQuerySchema,
        response: { 200: z.array(airportSchema) },
      },
    },
    async (req) => airports.search(req.query.q, requestLanguage(req)),
  );
};
