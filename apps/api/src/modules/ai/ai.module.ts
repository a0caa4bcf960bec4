import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiRoutes } from './ai.routes';
import { createAiService, type AiServiceDeps } from './ai.service';

/** The AI engine's previews for a trip, within each person's monthly allowance. */
export const aiModule: FastifyPluginAsyncZod<Omit<AiServiceDeps, 'log'>> = async (app, deps) => {
  await app.register(aiRoutes, { ai: createAiService({ ...deps, log: app.log }) });
};
