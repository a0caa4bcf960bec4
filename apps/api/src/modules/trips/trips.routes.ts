import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTripSchema,
  tripDetailSchema,
  tripListQuerySchema,
  tripSummarySchema,
  tripUpdateSchema,
} from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import { requestLanguage } from '../../lib/language';
import type { TripsService } from './trips.service';
import { bodyText, sendPage } from '../../lib/page-cache';
import { readBackFrom } from '../../lib/read-back';

export const tripParams = z.object({ id: z.string() });

export const tripsRoutes: FastifyPluginAsyncZod<{ trips: TripsService }> = async (app, { trips }) => {
  const tags = ['trips'];

  app.get(
    '/trips',
    { schema: { tags, querystring: tripListQuerySchema, response: { 200: z.array(tripSummarySchema) } } },
    async (req, reply) =>
      sendPage(
        reply,
        await trips.listPage(actorOf(req), req.query, requestLanguage(req), req.headers['if-none-match']),
      ),
  );

  app.post(
    '/trips',
    { schema: { tags, body: createTripSchema, response: { 201: tripDetailSchema } } },
    async (req, reply) =>
      reply.code(201).send(await trips.create(actorOf(req), req.body, requestLanguage(req))),
  );

  app.get(
    '/trips/:id',
    { schema: { tags, params: tripParams, response: { 200: tripDetailSchema } } },
    async (req, reply) =>
      sendPage(
        reply,
        await trips.detailPage(
          actorOf(req),
          req.params.id,
          requestLanguage(req),
          req.headers['if-none-match'],
        ),
      ),
  );

  app.put(
    '/trips/:id',
    {
      schema: { tags, params: tripParams, body: tripUpdateSchema, response: { 200: tripDetailSchema } },
      // The page GET answers, usually kept already.
      preValidation: readBackFrom(tripParams, async (params, req) => {
        const page = await trips.detailPage(actorOf(req), params.id, requestLanguage(req));
        return bodyText(page.body!);
      }),
    },
    async (req) => trips.update(actorOf(req), req.params.id, req.body, requestLanguage(req)),
  );

  app.delete(
    '/trips/:id',
    { schema: { tags, params: tripParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await trips.remove(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
