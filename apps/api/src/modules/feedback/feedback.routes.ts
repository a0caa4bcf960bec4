import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackResponseSchema, feedbackSchema } from '@trilha/shared';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';
import { actorOf } from '../../plugins/auth';

export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/feedback',
    { schema: { tags: ['feedback'], body: feedbackSchema, response: { 201: feedbackResponseSchema } } },
    async (req, reply) => {
      const [row] = await db
        .insert(feedback)
        .values({ userId: actorOf(req).id, type: req.body.type, text: req.body.text })
        .returning();
      return reply
        .code(201)
        .send({ _id: row!.id, type: row!.type, text: row!.text, createdAt: row!.createdAt.toISOString() });
    },
  );
};
