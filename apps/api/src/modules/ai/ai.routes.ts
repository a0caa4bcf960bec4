import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptChecklistSchema,
  acceptedCountSchema,
  acceptItinerarySchema,
  acceptTipsSchema,
  AI_FEATURES,
  AI_PREVIEW_SCHEMAS,
  aiRequestSchema,
} from '@trilha/shared';
import { requestLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import { tripParams } from '../trips/trips.routes';
import type { AiService } from './ai.service';

const ACCEPT_BODIES = {
  itinerary: acceptItinerarySchema,
  checklist: acceptChecklistSchema,
  tips: acceptTipsSchema,
} as const;

export const aiRoutes: FastifyPluginAsyncZod<{ ai: AiService }> = async (app, { ai }) => {
  const tags = ['ai'];

  for (const feature of AI_FEATURES) {
    // API.md: a preview in the shape of the trip's resource; `save: true` also stores it.
    app.post(
      `/ai/trips/:id/${feature}`,
      {
        schema: {
          tags,
          params: tripParams,
          body: aiRequestSchema.default({ save: false, prompt: '' }),
          response: { 200: AI_PREVIEW_SCHEMAS[feature] },
        },
      },
      async (req) => ai.generate(actorOf(req), req.params.id, feature, req.body, requestLanguage(req)),
    );
  }

  for (const feature of ['itinerary', 'checklist', 'tips'] as const) {
    // The preview as the traveller edited it, stored in one transaction; it spends no usage.
    app.post(
      `/ai/trips/:id/${feature}/accept`,
      {
        schema: {
          tags,
          params: tripParams,
          body: ACCEPT_BODIES[feature],
          response: { 201: acceptedCountSchema },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await ai.accept(actorOf(req), req.params.id, feature, req.body as never)),
    );
  }
};
