import type { FastifyPluginAsync } from 'fastify';
import { tourInputSchema, tourSchema, type Tour } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../adapters/storage/storage';
import { tours } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { presentPrice, priceColumns } from '../../lib/money';
import type { TripsService } from '../trips/trips.service';
import type { TripRow } from '../trips/trips.repository';
import type { Rewards } from '../gamification/gamification.service';
import { createTripCollection } from '../trips/collections/trip-collection';
import { bookedRoute, tripCollectionRoutes } from '../trips/collections/trip-collection.routes';
import {
  createItemFiles,
  deleteStoredFiles,
  presentItemFiles,
  type ItemFiles,
} from '../trips/collections/item-files';
import { itemFileRoutes } from '../trips/collections/item-files.routes';
import type { ShownRow } from '../../db/json-rows';
import { toursRepository } from './tours.repository';
import { checkingParticipants, presentParticipants } from '../bookings/item-participants';

type TourInput = z.output<typeof tourInputSchema>;
export type TourRow = typeof tours.$inferSelect;

export const presentTour = (row: ShownRow<TourRow>): Tour => ({
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
  files: presentItemFiles(row.files),
  participants: presentParticipants(row.participantIds),
});

/** A tour's columns, by hand or from a booking import: on a day of the trip, priced in its currency. */
export function tourColumns(input: TourInput, trip: Pick<TripRow, 'startDate' | 'endDate' | 'currency'>) {
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
}

/** Tours happen during the trip, like the itinerary's places. */
export const createToursService = (deps: {
  db: Database;
  trips: TripsService;
  rewards: Rewards;
  files: FileStorage;
}) =>
  createTripCollection(deps, {
    reward: { action: 'add-tour', rewards: deps.rewards },
    schema: tourInputSchema,
    table: tours,
    thing: 'TOUR',
    // Who goes is set by hand only (an import adds tours for everyone), checked before each write.
    repository: checkingParticipants(toursRepository),
    toColumns: (input: TourInput, trip: TripRow) => ({
      ...tourColumns(input, trip),
      participantIds: input.participants,
    }),
    present: presentTour,
    afterRemove: deleteStoredFiles(deps.files),
  });

export type ToursService = ReturnType<typeof createToursService>;

/** The tours' files (vouchers, the booking mail): trips.policy through item-files.policy. */
export type TourFiles = ItemFiles<ReturnType<typeof presentTour>>;

export const createTourFiles = (deps: { db: Database; trips: TripsService; files: FileStorage }) =>
  createItemFiles(deps, { table: tours, thing: 'TOUR', present: presentTour });

export const toursRoutes: FastifyPluginAsync<{
  tours: ToursService;
  tourFiles: TourFiles;
}> = async (app, { tours: collection, tourFiles }) => {
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
  await itemFileRoutes(app, { ...options, what: 'tour', files: tourFiles });
};
