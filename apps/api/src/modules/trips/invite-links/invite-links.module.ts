import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../../plugins/rate-limits';
import { inviteLinksRoutes } from './invite-links.routes';
import { createInviteLinksService, type InviteLinksDeps } from './invite-links.service';

/** Invite links to join a trip, and joining by one (issue 34). */
export const inviteLinksModule: FastifyPluginAsyncZod<InviteLinksDeps & { limits: RateLimits }> = async (
  app,
  { limits, ...deps },
) => {
  await app.register(inviteLinksRoutes, { inviteLinks: createInviteLinksService(deps), limits });
};
