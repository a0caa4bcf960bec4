import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { RateLimits } from '../../../plugins/rate-limits';
import type { TripsService } from '../trips.service';
import { publicLinksRoutes } from './public-links.routes';
import { createPublicLinksService } from './public-links.service';

/** A trip's secret read-only link and the public page it opens. */
export const publicLinksModule: FastifyPluginAsyncZod<{
  db: Database;
  trips: TripsService;
  appUrl: string;
  limits: RateLimits;
}> = async (app, { limits, ...deps }) => {
  await app.register(publicLinksRoutes, { publicLinks: createPublicLinksService(deps), limits });
};
