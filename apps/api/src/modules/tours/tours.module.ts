import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import type { TripsService } from '../trips/trips.service';
import { createTourFiles, toursRoutes, type ToursService } from './tours';

/** The trip's tours and their files; the tours' service is shared, as the trip's page shows them. */
export const toursModule: FastifyPluginAsyncZod<{
  tours: ToursService;
  db: Database;
  trips: TripsService;
  files: FileStorage;
}> = async (app, { tours, ...deps }) => {
  await app.register(toursRoutes, { tours, tourFiles: createTourFiles(deps) });
};
