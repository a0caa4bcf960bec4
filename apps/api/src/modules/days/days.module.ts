import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExpensesService } from '../expenses/expenses.service';
import type { TripsService } from '../trips/trips.service';
import { daysRoutes } from './days.routes';
import { createDaysService } from './days.service';

/** Everything on one date of a trip. */
export const daysModule: FastifyPluginAsyncZod<{
  trips: TripsService;
  expenses: Pick<ExpensesService, 'onDatePart'>;
}> = async (app, deps) => {
  await app.register(daysRoutes, { days: createDaysService(deps) });
};
