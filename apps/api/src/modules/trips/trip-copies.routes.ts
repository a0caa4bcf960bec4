import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copyTripSchema, tripDetailSchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { requestLanguage } from '../../lib/language';
import { tripParams } from './trips.routes';
import type { TripCopiesService } from './trip-copies.service';

export const tripCopiesRoutes: FastifyPluginAsyncZod<{ copies: TripCopiesService }> = async (
  app,
  { copies },
) => {
  app.post(
    '/trips/:id/copy',
    {
      schema: {
        tags: ['trips'],
        params: tripParams,
        body: copyTripSchema,
        response: { 201: tripDetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await copies.copy(actorOf(req), req.params.id, req.body, requestLanguage(req))),
  );
};
