import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itineraryDaySchema,
  itineraryItemInputSchema,
  itineraryItemSchema,
  itineraryItemUpdateSchema,
} from '@trilha/shared';
import { itemOf, readBackFrom } from '../../lib/read-back';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { ItineraryService } from './itinerary.service';
import { changeKeyHeaders, changeKeyOf } from '../trips/change-keys';

const itemParams = tripParams.extend({ itemId: z.string() });

export const itineraryRoutes: FastifyPluginAsyncZod<{ itinerary: ItineraryService }> = async (
  app,
  { itinerary },
) => {
  const tags = ['itinerary'];

  app.get(
    '/trips/:id/itinerary',
    { schema: { tags, params: tripParams, response: { 200: z.array(itineraryDaySchema) } } },
    async (req) => itinerary.days(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/itinerary',
    {
      schema: {
        tags,
        params: tripParams,
        headers: changeKeyHeaders,
        body: itineraryItemInputSchema,
        response: { 201: itineraryItemSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await itinerary.create(actorOf(req), req.params.id, req.body, changeKeyOf(req))),
  );

  app.put(
    '/trips/:id/itinerary/:itemId',
    {
      schema: {
        tags,
        params: itemParams,
        body: itineraryItemUpdateSchema,
        response: { 200: itineraryItemSchema },
      },
      // The item as the itinerary's days answer it.
      preValidation: readBackFrom(itemParams, async (params, req) => {
        const items = (await itinerary.days(actorOf(req), params.id)).flatMap((day) => day.items);
        return itemOf(items, params.itemId);
      }),
    },
    async (req) => itinerary.update(actorOf(req), req.params.id, req.params.itemId, req.body),
  );

  app.delete(
    '/trips/:id/itinerary/:itemId',
    { schema: { tags, params: itemParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await itinerary.remove(actorOf(req), req.params.id, req.params.itemId);
      return reply.code(204).send(null);
    },
  );
};
