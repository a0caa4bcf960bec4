import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../plugins/rate-limits';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersServiceDeps } from './users.service';

/** The signed-in person's profile, settings, AI allowance and account, and the search for people. */
export const usersModule: FastifyPluginAsyncZod<UsersServiceDeps & { limits: RateLimits }> = async (
  app,
  { limits, ...deps },
) => {
  await app.register(usersRoutes, { users: createUsersService(deps), limits });
};
