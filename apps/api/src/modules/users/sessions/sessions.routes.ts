import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSessionsQuerySchema, sessionSchema } from '@trilha/shared';
import { actorOf, sessionIdOf } from '../../../plugins/auth';
import type { SessionsService } from './sessions.service';

/** The account's sessions page (issue 34): where it is signed in, and signing out one or all others. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  const tags = ['users'];

  app.get('/users/sessions', { schema: { tags, response: { 200: z.array(sessionSchema) } } }, async (req) =>
    sessions.list(actorOf(req), sessionIdOf(req)),
  );

  app.delete(
    '/users/sessions',
    {
      schema: {
        tags,
        description: 'Signs out every other session (`?others=true`); the caller stays signed in.',
        querystring: revokeSessionsQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await sessions.revokeOthers(actorOf(req), sessionIdOf(req));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/sessions/:sessionId',
    {
      schema: { tags, params: z.object({ sessionId: z.string() }), response: { 204: z.null() } },
    },
    async (req, reply) => {
      await sessions.revoke(actorOf(req), req.params.sessionId);
      return reply.code(204).send(null);
    },
  );
};
