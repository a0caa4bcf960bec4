import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../plugins/rate-limits';
import { sessionsModule } from './sessions/sessions.module';
import { tokensModule } from './tokens/tokens.module';
import { twoFactorModule } from './two-factor/two-factor.module';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersServiceDeps } from './users.service';

/**
 * The signed-in person's profile, settings, AI allowance and account, the search for people, and their
 * sessions, second factor and personal access tokens.
 */
export const usersModule: FastifyPluginAsyncZod<
  UsersServiceDeps & {
    limits: RateLimits;
    /** The server's secret: backup codes are kept as HMACs keyed from it. */
    secret: string;
  }
> = async (app, { limits, secret, ...deps }) => {
  await app.register(usersRoutes, { users: createUsersService(deps), limits });
  await app.register(sessionsModule, { db: deps.db });
  await app.register(twoFactorModule, { db: deps.db, secret, limits });
  await app.register(tokensModule, { db: deps.db });
};
