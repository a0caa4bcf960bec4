import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { tokensRoutes } from './tokens.routes';
import { createTokensService } from './tokens.service';

/** The signed-in person's personal access tokens (GET/POST/DELETE /users/tokens). */
export const tokensModule: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(tokensRoutes, { tokens: createTokensService({ db }) });
};
