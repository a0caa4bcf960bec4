import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import type { TripsService } from '../trips/trips.service';
import { bookingsRoutes, createBookingFiles, type BookingsService } from './bookings';

/** The trip's stays and their files; the stays' service is shared, as the trip's page shows them. */
export const bookingsModule: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  db: Database;
  trips: TripsService;
  files: FileStorage;
}> = async (app, { bookings, ...deps }) => {
  await app.register(bookingsRoutes, { bookings, bookingFiles: createBookingFiles(deps) });
};
