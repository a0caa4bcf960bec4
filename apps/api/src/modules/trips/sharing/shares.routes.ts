import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createShareSchema, sharedUserSchema, updateShareSchema } from '@trilha/shared';
import { readBackFrom } from '../../../lib/read-back';
import { actorOf } from '../../../plugins/auth';
import { tripParams } from '../trips.routes';
import type { SharesService } from './shares.service';

const shareParams = tripParams.extend({ userId: z.string() });
const people = z.array(sharedUserSchema);

export const sharesRoutes: FastifyPluginAsyncZod<{ shares: SharesService }> = async (app, { shares }) => {
  const tags = ['trips'];

  app.get(
    '/trips/:id/shares',
    { schema: { tags, params: tripParams, response: { 200: people } } },
    async (req) => shares.list(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/shares',
    { schema: { tags, params: tripParams, body: createShareSchema, response: { 201: people } } },
    async (req, reply) => reply.code(201).send(await shares.add(actorOf(req), req.params.id, req.body)),
  );

  app.put(
    '/trips/:id/shares/:userId',
    {
      schema: { tags, params: shareParams, body: updateShareSchema, response: { 200: people } },
      // The person as the list of people answers them.
      preValidation: readBackFrom(shareParams, async (params, req) => {
        const everyone = await shares.list(actorOf(req), params.id);
        const person = everyone.find((one) => one.userId === params.userId);
        if (!person) throw new Error('not on the trip');
        return person;
      }),
    },
    async (req) => shares.changeRole(actorOf(req), req.params.id, req.params.userId, req.body),
  );

  app.delete(
    '/trips/:id/shares/:userId',
    { schema: { tags, params: shareParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await shares.remove(actorOf(req), req.params.id, req.params.userId);
      return reply.code(204).send(null);
    },
  );
};
