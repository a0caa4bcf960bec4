import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Baggage, FlightStatus, Passenger } from '@trilha/shared';
import { createdAt, primaryId, updatedAt } from './columns';
import { trips } from './trips';

const tripId = () =>
  uuid()
    .notNull()
    .references(() => trips.id, { onDelete: 'cascade' });

/**
 * A file kept on a stay or a tour: the storage key the server generated (under the trip's folder, so
 * deleting the trip deletes it); the traveller's file name is only for display and the download.
 */
export interface StoredItemFile {
  id: string;
  key: string;
  fileName: string;
  size: number;
  contentType: string;
}
const itemFiles = () => jsonb().$type<StoredItemFile[]>().notNull().default([]);

/**
 * Prices are integer minor units of `currency` (DESIGN.md); null when the traveller gave none. 64 bits:
 * the largest amount the contract takes (AMOUNT_MAX) in a currency with three decimals passes 32.
 */
const price = () => bigint({ mode: 'number' });

export const flights = pgTable(
  'flights',
  {
    id: primaryId(),
    tripId: tripId(),
    airline: text().notNull(),
    flightNumber: text().notNull(),
    departureAirport: text().notNull(),
    departureAirportName: text().notNull(),
    // The instant, and the airport's zone to show it in the local time the traveller entered.
    departureAt: timestamp({ withTimezone: true }).notNull(),
    departureZone: text().notNull(),
    // As printed on the boarding pass ("3", "T2"); '' when unknown.
    departureTerminal: text().notNull().default(''),
    arrivalAirport: text().notNull(),
    arrivalAirportName: text().notNull(),
    arrivalAt: timestamp({ withTimezone: true }).notNull(),
    arrivalZone: text().notNull(),
    arrivalTerminal: text().notNull().default(''),
    confirmationCode: text().notNull().default(''),
    priceMinor: price(),
    currency: text().notNull(),
    // Value objects that live and die with their flight.
    passengers: jsonb().$type<Passenger[]>().notNull().default([]),
    baggages: jsonb().$type<Baggage[]>().notNull().default([]),
    status: text().$type<FlightStatus>().notNull().default('scheduled'),
    statusUpdatedAt: timestamp({ withTimezone: true }),
    /** The storage key the server generated; the traveller's file name is only for display. */
    ticketKey: text(),
    ticketName: text(),
    ticketSize: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('flights_trip_departure_idx').on(table.tripId, table.departureAt),
    // The hourly "departs soon" reminders look for the flights of the next day, on every trip.
    index('flights_departure_idx').on(table.departureAt),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    tripId: tripId(),
    accommodationName: text().notNull(),
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }).notNull(),
    address: text().notNull().default(''),
    // Where the stay is, when the traveller picked it (the trip map); none otherwise.
    lat: doublePrecision(),
    lon: doublePrecision(),
    bookingLink: text().notNull().default(''),
    /** The lodging's or the booking site's reservation number; '' when unknown. */
    confirmationNumber: text().notNull().default(''),
    notes: text().notNull().default(''),
    priceMinor: price(),
    currency: text().notNull(),
    booked: boolean().notNull().default(false),
    files: itemFiles(),
    /** Who goes (issue 35): ids of the trip's participants (trip_participants); null is everyone. */
    participantIds: uuid().array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('bookings_trip_check_in_idx').on(table.tripId, table.checkIn)],
);

export const tours = pgTable(
  'tours',
  {
    id: primaryId(),
    tripId: tripId(),
    name: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    time: text(),
    location: text().notNull().default(''),
    lat: doublePrecision(),
    lon: doublePrecision(),
    priceMinor: price(),
    currency: text().notNull(),
    bookingLink: text().notNull().default(''),
    notes: text().notNull().default(''),
    booked: boolean().notNull().default(false),
    files: itemFiles(),
    /** Who goes (issue 35): ids of the trip's participants (trip_participants); null is everyone. */
    participantIds: uuid().array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('tours_trip_date_idx').on(table.tripId, table.date)],
);
