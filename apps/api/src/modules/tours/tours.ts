import type { FastifyPluginAsync } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import { tourInputSchema, tourSchema, type Tour } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { tours } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { presentPrice, priceColumns } from '../../lib/money';
import type { TripsService } from '../trips/trips.service';
import type { Rewards } from '../gamification/gamification.service';
import { createTripCollection } from '../trips/collections/trip-collection';
import { bookedRoute, tripCollectionRoutes } from '../trips/collections/trip-collection.routes';

type TourInput = z.output<typeof tourInputSchema>;
export type TourRow = typeof tours.$inferSelect;

export const presentTour = (row: TourRow): Tour => ({
  _id: row.id,
  name: row.name,
  date: row.date,
  time: row.time,
  location: row.location,
  lat: row.lat,
  lon: row.lon,
  price: presentPrice(row.priceMinor, row.currency),
  currency: row.currency,
  bookingLink: row.bookingLink,
  notes: row.notes,
  booked: row.booked,
});

/** Tours happen during the trip, like the itinerary's places. */
export const createToursService = (deps: { db: Database; trips: TripsService; rewards: Rewards }) =>
  createTripCollection(deps, {
    reward: { action: 'add-tour', rewards: deps.rewards },
    schema: tourInputSchema,
    table: tours,
    thing: 'TOUR',
    // Untimed tours first on their day, like the day view's parts of the day.
    orderBy: [asc(tours.date), sql`${tours.time} asc nulls first`],
    toColumns: (input: TourInput, trip) => {
      if (input.date < trip.startDate || input.date > trip.endDate) {
        throw new ValidationError([{ path: 'date', message: 'validation.dateOutsideTrip' }]);
      }
      return {
        name: input.name,
        date: input.date,
        time: input.time,
        location: input.location,
        lat: input.lat,
        lon: input.lon,
        bookingLink: input.bookingLink,
        notes: input.notes,
        booked: input.booked,
        ...priceColumns(input.price, input.currency, trip.currency),
      };
    },
    present: presentTour,
  });

export type ToursService = ReturnType<typeof createToursService>;

export const toursRoutes: FastifyPluginAsync<{ tours: ToursService }> = async (
  app,
  { tours: collection },
) => {
  const options = {
    path: 'tours',
    idParam: 'tourId',
    tag: 'tours',
    input: tourInputSchema,
    output: tourSchema,
    collection,
    readOne: true,
  };
  tripCollectionRoutes(app, options);
  bookedRoute(app, options);
};
