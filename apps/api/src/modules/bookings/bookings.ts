import type { FastifyPluginAsync } from 'fastify';
import { bookingInputSchema, bookingSchema, nightsOf, type Booking } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../adapters/storage/storage';
import { bookings } from '../../db/schema';
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
import { bookingsRepository } from './bookings.repository';
import { checkingParticipants, presentParticipants } from './item-participants';

type BookingInput = z.output<typeof bookingInputSchema>;
export type BookingRow = typeof bookings.$inferSelect;

export const presentBooking = (row: ShownRow<BookingRow>): Booking => ({
  _id: row.id,
  accommodationName: row.accommodationName,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: nightsOf(row.checkIn, row.checkOut),
  address: row.address,
  lat: row.lat,
  lon: row.lon,
  bookingLink: row.bookingLink,
  confirmationNumber: row.confirmationNumber,
  notes: row.notes,
  price: presentPrice(row.priceMinor, row.currency),
  currency: row.currency,
  booked: row.booked,
  files: presentItemFiles(row.files),
  participants: presentParticipants(row.participantIds),
});

/** A stay's columns, by hand or from a booking import: its price in the trip's currency. */
export const stayColumns = (input: BookingInput, trip: Pick<TripRow, 'currency'>) => ({
  accommodationName: input.accommodationName,
  checkIn: input.checkIn,
  checkOut: input.checkOut,
  address: input.address,
  lat: input.lat,
  lon: input.lon,
  bookingLink: input.bookingLink,
  confirmationNumber: input.confirmationNumber,
  notes: input.notes,
  booked: input.booked,
  ...priceColumns(input.price, input.currency, trip.currency),
});

/** Lodging: stays may start before or end after the trip (a night before the flight home is common). */
export const createBookingsService = (deps: {
  db: Database;
  trips: TripsService;
  rewards: Rewards;
  files: FileStorage;
}) =>
  createTripCollection(deps, {
    reward: { action: 'add-booking', rewards: deps.rewards },
    schema: bookingInputSchema,
    table: bookings,
    thing: 'BOOKING',
    // Who goes is set by hand only (an import adds stays for everyone), checked before each write.
    repository: checkingParticipants(bookingsRepository),
    toColumns: (input: BookingInput, trip: TripRow) => ({
      ...stayColumns(input, trip),
      participantIds: input.participants,
    }),
    present: presentBooking,
    afterRemove: deleteStoredFiles(deps.files),
  });

export type BookingsService = ReturnType<typeof createBookingsService>;

/** The stays' files (vouchers, the booking mail): trips.policy through item-files.policy. */
export type BookingFiles = ItemFiles<ReturnType<typeof presentBooking>>;

export const createBookingFiles = (deps: { db: Database; trips: TripsService; files: FileStorage }) =>
  createItemFiles(deps, { table: bookings, thing: 'BOOKING', present: presentBooking });

export const bookingsRoutes: FastifyPluginAsync<{
  bookings: BookingsService;
  bookingFiles: BookingFiles;
}> = async (app, { bookings: collection, bookingFiles }) => {
  const options = {
    path: 'bookings',
    idParam: 'bookingId',
    tag: 'bookings',
    input: bookingInputSchema,
    output: bookingSchema,
    collection,
    readOne: true,
  };
  tripCollectionRoutes(app, options);
  bookedRoute(app, options);
  await itemFileRoutes(app, { ...options, what: 'stay', files: bookingFiles });
};
