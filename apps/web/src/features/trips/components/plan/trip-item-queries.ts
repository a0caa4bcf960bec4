import type { UseQueryResult } from '@tanstack/react-query';
import type { Booking, Flight, Tour } from '@trilha/shared';

/** A trip's flights, stays and tours as their own features read them. */
export interface TripItemQueries {
  flights: UseQueryResult<Flight[]>;
  bookings: UseQueryResult<Booking[]>;
  tours: UseQueryResult<Tour[]>;
}

/**
 * The hook that reads them. The plan and the timeline show them among the itinerary's places; app/ hands
 * it in (app/trip-screen/use-trip-items.ts), so the trip core imports none of those features. A hook, not
 * its results: the tab reads the queries in its own render, where TanStack tracks what it looks at.
 */
export type UseTripItems = (tripId: string) => TripItemQueries;
