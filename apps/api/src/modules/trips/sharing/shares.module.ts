import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { Rewards } from '../../gamification/gamification.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { TripsService } from '../trips.service';
import { sharesRoutes } from './shares.routes';
import { createSharesService } from './shares.service';

/** Sharing a trip with other people, and leaving one shared with you. */
export const sharesModule: FastifyPluginAsyncZod<{
  db: Database;
  trips: TripsService;
  notify: NotificationsService['notify'];
  rewards: Rewards;
}> = async (app, deps) => {
  await app.register(sharesRoutes, { shares: createSharesService(deps) });
};
