import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';

/** The calendar view across trips and its subscribable feed. */
export const calendarModule: FastifyPluginAsyncZod<{ db: Database; appUrl: string }> = async (app, deps) => {
  await app.register(calendarRoutes, { calendar: createCalendarService(deps) });
};
