import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../../plugins/rate-limits';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService, type TwoFactorServiceDeps } from './two-factor.service';

/** The signed-in person's second factor (GET/POST/DELETE /users/two-factor). */
export const twoFactorModule: FastifyPluginAsyncZod<TwoFactorServiceDeps & { limits: RateLimits }> = async (
  app,
  { limits, ...deps },
) => {
  await app.register(twoFactorRoutes, { twoFactor: createTwoFactorService(deps), limits });
};
