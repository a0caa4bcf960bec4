import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInviteLinkSchema,
  inviteLinkPreviewSchema,
  inviteLinkSchema,
  tripDetailSchema,
} from '@trilha/shared';
import { actorOf } from '../../../plugins/auth';
import { limiter, type RateLimits } from '../../../plugins/rate-limits';
import { requestLanguage } from '../../../lib/language';
import { tripParams } from '../trips.routes';
import type { InviteLinksService } from './invite-links.service';

const linkParams = tripParams.extend({ linkId: z.string() });
const tokenParams = z.object({ token: z.string() });
// The token is the link's secret: request log lines show the route instead of the URL (lib/logging.ts).

export const inviteLinksRoutes: FastifyPluginAsyncZod<{
  inviteLinks: InviteLinksService;
  limits: RateLimits;
}> = async (app, { inviteLinks, limits }) => {
  const tags = ['trips'];
  const mailLimit = limiter(app, 'invite-mail', { user: limits.inviteMailsPerUser });

  app.get(
    '/trips/:id/invite-links',
    { schema: { tags, params: tripParams, response: { 200: z.array(inviteLinkSchema) } } },
    async (req) => inviteLinks.list(actorOf(req), req.params.id),
  );

  app.post(
    '/trips/:id/invite-links',
    {
      schema: { tags, params: tripParams, body: createInviteLinkSchema, response: { 201: inviteLinkSchema } },
      // Only a link sent by mail counts: the server's address must not become a way to mail strangers.
      preHandler: async (req) => {
        if ((req.body as { email?: string }).email) await mailLimit(req);
      },
    },
    async (req, reply) =>
      reply.code(201).send(await inviteLinks.create(actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/trips/:id/invite-links/:linkId',
    { schema: { tags, params: linkParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await inviteLinks.revoke(actorOf(req), req.params.id, req.params.linkId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invite-links/:token',
    {
      config: { public: true, secretUrl: true },
      schema: { tags, params: tokenParams, response: { 200: inviteLinkPreviewSchema } },
    },
    async (req) => inviteLinks.preview(req.params.token),
  );

  app.post(
    '/invite-links/:token/accept',
    {
      config: { secretUrl: true },
      schema: { tags, params: tokenParams, response: { 200: tripDetailSchema } },
    },
    async (req) => inviteLinks.accept(actorOf(req), req.params.token, requestLanguage(req)),
  );
};
