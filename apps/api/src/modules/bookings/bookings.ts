import type { FastifyPluginAsync } from 'fastify';
import { asc } from 'drizzle-orm';
import { bookingInputSchema, bookingSchema, nightsOf, type Booking } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { presentPrice, priceColumns } from '../../lib/money';
import type { TripsService } from '../trips/trips.service';
import type { Rewards } from '../gamification/gamification.service';
import { createTripCollection } from '../trips/collections/trip-collection';
import { bookedRoute, tripCollectionRoutes } from '../trips/collections/trip-collection.routes';

type BookingInput = z.output<typeof bookingInputSchema>;
export type BookingRow = typeof bookings.$inferSelect;

export const presentBooking = (row: BookingRow): Booking => ({
  _id: row.id,
  accommodationName: row.accommodationName,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: nightsOf(row.checkIn, row.checkOut),
  address: row.address,
  lat: row.lat,
  lon: row.lon,
  bookingLink: row.bookingLink,
  notes: row.notes,
  price: presentPrice(row.priceMinor, row.currency),
  currency: row.currency,
  booked: row.booked,
});

/** Lodging: stays may start before or end after the trip (a night before the flight home is common). */
export const createBookingsService = (deps: { db: Database; trips: TripsService; rewards: Rewards }) =>
  createTripCollection(deps, {
    reward: { action: 'add-booking', rewards: deps.rewards },
    schema: bookingInputSchema,
    table: bookings,
    thing: 'BOOKING',
    orderBy: [asc(bookings.checkIn)],
    toColumns: (input: BookingInput, trip) => ({
      accommodationName: input.accommodationName,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      address: input.address,
      lat: input.lat,
      lon: input.lon,
      bookingLink: input.bookingLink,
      notes: input.notes,
      booked: input.booked,
      ...priceColumns(input.price, input.currency, trip.currency),
    }),
    present: presentBooking,
  });

export type BookingsService = ReturnType<typeof createBookingsService>;

export const bookingsRoutes: FastifyPluginAsync<{ bookings: BookingsService }> = async (
  app,
  { bookings: collection },
) => {
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
};
