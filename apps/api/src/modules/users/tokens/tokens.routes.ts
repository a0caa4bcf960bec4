import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdPersonalTokenSchema, personalTokenInputSchema, personalTokenSchema } from '@trilha/shared';
import { actorOf } from '../../../plugins/auth';
import type { TokensService } from './tokens.service';

/** The account's personal access tokens (issue 36): made, listed and revoked from a signed-in session. */
export const tokensRoutes: FastifyPluginAsyncZod<{ tokens: TokensService }> = async (app, { tokens }) => {
  const tags = ['users'];

  app.get(
    '/users/tokens',
    {
      schema: {
        tags,
        description:
          "The account's live personal access tokens, newest first; the secrets are never shown again.",
        response: { 200: z.array(personalTokenSchema) },
      },
    },
    async (req) => tokens.list(actorOf(req)),
  );

  app.post(
    '/users/tokens',
    {
      schema: {
        tags,
        description:
          'A new personal access token for a script or an AI agent, limited to its scopes; `token` is in ' +
          'this answer only. Sent as `Authorization: Bearer <token>`.',
        body: personalTokenInputSchema,
        response: { 201: createdPersonalTokenSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await tokens.create(actorOf(req), req.body)),
  );

  app.delete(
    '/users/tokens/:tokenId',
    {
      schema: {
        tags,
        description: 'Revokes the token at once: its next request answers 401.',
        params: z.object({ tokenId: z.string() }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await tokens.revoke(actorOf(req), req.params.tokenId);
      return reply.code(204).send(null);
    },
  );
};
