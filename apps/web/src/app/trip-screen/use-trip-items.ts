import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../../features/bookings/api/booking-queries';
import { flightQueries } from '../../features/flights/api/flight-queries';
import { tourQueries } from '../../features/tours/api/tour-queries';
import type { UseTripItems } from '../../features/trips/components/plan/trip-item-queries';

/** The trip's flights, stays and tours, read by their features for the trip core's plan and timeline. */
export const useTripItems: UseTripItems = (tripId) => ({
  flights: useQuery(flightQueries.list(tripId)),
  bookings: useQuery(bookingQueries.list(tripId)),
  tours: useQuery(tourQueries.list(tripId)),
});
