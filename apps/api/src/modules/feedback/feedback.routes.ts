import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackResponseSchema, feedbackSchema } from '@trilha/shared';
import { actorOf } from '../../plugins/auth';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    '/feedback',
    { schema: { tags: ['feedback'], body: feedbackSchema, response: { 201: feedbackResponseSchema } } },
    async (req, reply) => reply.code(201).send(await feedback.submit(actorOf(req), req.body)),
  );
};
