import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicLinkInputSchema, publicLinkSchema, publicTripSchema } from '@trilha/shared';
import { actorOf } from '../../../plugins/auth';
import { requestLanguage } from '../../../lib/language';
import { sendPage } from '../../../lib/page-cache';
import { readBackFrom } from '../../../lib/read-back';
import { limiter, type RateLimits } from '../../../plugins/rate-limits';
import { tripParams } from '../trips.routes';
import type { PublicLinksService } from './public-links.service';

export const publicLinksRoutes: FastifyPluginAsyncZod<{
  publicLinks: PublicLinksService;
  limits: RateLimits;
}> = async (app, { publicLinks, limits }) => {
  const tags = ['trips'];

  // Not in API.md's table: the share dialog shows the live link (404 PUBLIC_LINK_NOT_FOUND when none).
  app.get(
    '/trips/:id/public-link',
    { schema: { tags, params: tripParams, response: { 200: publicLinkSchema } } },
    async (req) => publicLinks.get(actorOf(req), req.params.id),
  );

  app.put(
    '/trips/:id/public-link',
    {
      schema: { tags, params: tripParams, body: publicLinkInputSchema, response: { 200: publicLinkSchema } },
      preValidation: readBackFrom(tripParams, (params, req) => publicLinks.get(actorOf(req), params.id)),
    },
    async (req) => publicLinks.put(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/trips/:id/public-link',
    { schema: { tags, params: tripParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await publicLinks.revoke(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // Public: the link is the secret. Indexed by nobody, kept by no cache (a revoked link must stop at once).
  app.get(
    '/public/trips/:token',
    {
      config: { public: true, secretUrl: true },
      preHandler: limiter(app, 'public-page', { ip: limits.publicPagePerIp }),
      onRequest: async (_req, reply) => {
        reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
      },
      schema: {
        tags,
        params: z.object({ token: z.string().max(200) }),
        response: { 200: publicTripSchema },
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        await publicLinks.page(req.params.token, requestLanguage(req), req.headers['if-none-match']),
      ),
  );
};
