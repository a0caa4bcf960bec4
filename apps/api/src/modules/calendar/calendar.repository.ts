import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { compareCodes } from '@trilha/shared';
import {
  bookings,
  calendarFeeds,
  flights,
  itineraryItems,
  tours,
  tripParticipants,
  trips,
  tripShares,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import type { TripRow } from '../trips/trips.repository';
import type { ItineraryRow } from '../itinerary/itinerary.repository';
import type { FlightRow } from '../flights/flights.repository';
import type { BookingRow } from '../bookings/bookings';
import type { TourRow } from '../tours/tours';

const DAY_MS = 86_400_000;

export const calendarRepository = {
  /** Trips the user owns or shares that overlap the range, each half read through its own index. */
  async tripsOverlapping(db: Executor, userId: string, from: string, to: string): Promise<TripRow[]> {
    const overlaps = and(lte(trips.startDate, to), gte(trips.endDate, from));
    const [owned, shared] = await Promise.all([
      db
        .select()
        .from(trips)
        .where(and(eq(trips.ownerId, userId), overlaps)),
      db
        .select({ trip: trips })
        .from(tripShares)
        .innerJoin(trips, eq(trips.id, tripShares.tripId))
        .where(and(eq(tripShares.userId, userId), overlaps)),
    ]);
    return [...owned, ...shared.map((row) => row.trip)].sort((a, b) =>
      compareCodes(a.startDate, b.startDate),
    );
  },

  async itineraryBetween(db: Executor, tripIds: string[], from: string, to: string): Promise<ItineraryRow[]> {
    if (tripIds.length === 0) return [];
    return db
      .select()
      .from(itineraryItems)
      .where(
        and(
          inArray(itineraryItems.tripId, tripIds),
          gte(itineraryItems.date, from),
          lte(itineraryItems.date, to),
        ),
      )
      .orderBy(asc(itineraryItems.date), asc(itineraryItems.position));
  },

  /** Flights departing around the range; the caller keeps those whose local date falls inside it. */
  async flightsAround(db: Executor, tripIds: string[], from: string, to: string): Promise<FlightRow[]> {
    if (tripIds.length === 0) return [];
    // Local dates run at most 14 hours either side of UTC.
    const earliest = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
    const latest = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS);
    return db
      .select()
      .from(flights)
      .where(
        and(
          inArray(flights.tripId, tripIds),
          gte(flights.departureAt, earliest),
          lte(flights.departureAt, latest),
        ),
      )
      .orderBy(asc(flights.departureAt));
  },

  async bookingsOverlapping(
    db: Executor,
    tripIds: string[],
    from: string,
    to: string,
  ): Promise<BookingRow[]> {
    if (tripIds.length === 0) return [];
    return db
      .select()
      .from(bookings)
      .where(and(inArray(bookings.tripId, tripIds), lte(bookings.checkIn, to), gte(bookings.checkOut, from)))
      .orderBy(asc(bookings.checkIn));
  },

  async toursBetween(db: Executor, tripIds: string[], from: string, to: string): Promise<TourRow[]> {
    if (tripIds.length === 0) return [];
    return db
      .select()
      .from(tours)
      .where(and(inArray(tours.tripId, tripIds), gte(tours.date, from), lte(tours.date, to)))
      .orderBy(asc(tours.date), asc(tours.time));
  },

  /** The user's participant on each of the trips that has one, by trip id. */
  async participantsOf(db: Executor, userId: string, tripIds: string[]): Promise<Map<string, string>> {
    if (tripIds.length === 0) return new Map();
    const rows = await db
      .select({ tripId: tripParticipants.tripId, id: tripParticipants.id })
      .from(tripParticipants)
      .where(and(eq(tripParticipants.userId, userId), inArray(tripParticipants.tripId, tripIds)));
    return new Map(rows.map((row) => [row.tripId, row.id]));
  },

  async feedToken(db: Executor, userId: string): Promise<string | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row?.token;
  },

  /** Sets the user's token, replacing any older one (which stops working at once). */
  async setFeedToken(db: Executor, userId: string, token: string): Promise<void> {
    await db
      .insert(calendarFeeds)
      .values({ userId, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  },

  async userForToken(db: Executor, token: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.token, token));
    return row?.userId;
  },
};
