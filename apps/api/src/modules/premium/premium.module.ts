import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { premiumRoutes } from './premium.routes';
import { createPremiumService, type PremiumServiceDeps } from './premium.service';

/** The premium plan under /premium: Stripe Checkout and its webhook, or grants by administrators only. */
export const premiumModule: FastifyPluginAsyncZod<Omit<PremiumServiceDeps, 'log' | 'now'>> = async (
  app,
  deps,
) => {
  await app.register(premiumRoutes, {
    premium: createPremiumService({ ...deps, log: app.log }),
    prefix: '/premium',
  });
};
