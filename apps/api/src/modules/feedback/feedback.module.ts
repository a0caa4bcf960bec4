import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Rewards } from '../gamification/gamification.service';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

export const feedbackModule: FastifyPluginAsyncZod<{ db: Database; rewards: Rewards }> = async (
  app,
  deps,
) => {
  await app.register(feedbackRoutes, { feedback: createFeedbackService(deps) });
};
