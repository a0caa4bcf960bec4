import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sharedUserSchema, transferOwnerSchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { tripParams } from './trips.routes';
import type { TripOwnerService } from './trip-owner.service';

export const tripOwnerRoutes: FastifyPluginAsyncZod<{ owner: TripOwnerService }> = async (app, { owner }) => {
  // Answers the trip's people afterwards, as the sharing routes do: the new owner first, the old one an admin.
  app.put(
    '/trips/:id/owner',
    {
      schema: {
        tags: ['trips'],
        params: tripParams,
        body: transferOwnerSchema,
        response: { 200: z.array(sharedUserSchema) },
      },
    },
    async (req) => owner.transfer(actorOf(req), req.params.id, req.body),
  );
};
