import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { sessionsRoutes } from './sessions.routes';
import { createSessionsService } from './sessions.service';

/** The signed-in person's sessions (GET/DELETE /users/sessions). */
export const sessionsModule: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(sessionsRoutes, { sessions: createSessionsService({ db }) });
};
