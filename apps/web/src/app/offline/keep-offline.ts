import { useEffect } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TripDetail } from '@trilha/shared';
import { tripKeys, tripQueries } from '../../features/trips/api/trip-queries';
import { bookingKeys } from '../../features/bookings/api/booking-queries';
import { flightKeys } from '../../features/flights/api/flight-queries';
import { tourKeys } from '../../features/tours/api/tour-queries';
import { expenseKeys, expenseQueries } from '../../features/expenses/api/expense-queries';
import { photoKeys } from '../../features/photos/api/photo-queries';
import { useOnline } from '../../lib/offline/use-online';
import { keptTimes } from '../../lib/offline/kept-at';

/** A trip read for offline use is read again at most this often. */
const FRESH_FOR_MS = 10 * 60_000;
/** The upcoming trips in the list that are read ahead, nearest first. */
export const UPCOMING_KEPT = 6;
/** A trip's day views read ahead, from its first day. */
const DAYS_KEPT = 45;

/** The dates from `start` to `end` (YYYY-MM-DD), at most `limit` of them. */
export function tripDates(start: string, end: string, limit = DAYS_KEPT): string[] {
  const dates: string[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  while (day <= last && dates.length < limit) {
    dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

/**
 * The detail carries every tab's list: each tab's own query starts from it when it has nothing yet. The
 * copy counts as stale (read at time 0), so a tab opened online still asks the server for its own list.
 */
function seedTabs(queryClient: QueryClient, trip: TripDetail) {
  const seeds: [readonly unknown[], unknown][] = [
    [tripKeys.checklist(trip._id), trip.checklist],
    [tripKeys.tips(trip._id), trip.tips],
    [tripKeys.contacts(trip._id), trip.contacts],
    [tripKeys.itinerary(trip._id), trip.itinerary],
    [flightKeys.list(trip._id), trip.flights],
    [bookingKeys.list(trip._id), trip.bookings],
    [tourKeys.list(trip._id), trip.tours],
    [tripKeys.shares(trip._id), trip.sharedUsers],
    [expenseKeys.summary(trip._id), trip.expenseSummary],
    [photoKeys.list(trip._id), trip.photos],
  ];
  for (const [key, data] of seeds) {
    if (data !== undefined && queryClient.getQueryData(key) === undefined) {
      queryClient.setQueryData(key, data, { updatedAt: 0 });
    }
  }
}

/**
 * Reads what a trip's screens show (the detail and its tabs, the finances, every day view) into the query
 * cache, which is saved on the device: the trip then opens offline. Once per ten minutes per trip, and
 * only online.
 */
export async function keepTripOffline(queryClient: QueryClient, tripId: string): Promise<void> {
  const keptAt = keptTimes(queryClient);
  if (!onlineManager.isOnline() || Date.now() - (keptAt.get(tripId) ?? 0) < FRESH_FOR_MS) return;
  keptAt.set(tripId, Date.now());
  try {
    const trip = await queryClient.fetchQuery({ ...tripQueries.detail(tripId), staleTime: FRESH_FOR_MS });
    seedTabs(queryClient, trip);
    await Promise.all([
      queryClient.prefetchQuery({ ...expenseQueries.list(tripId), staleTime: FRESH_FOR_MS }),
      queryClient.prefetchQuery({ ...expenseQueries.participants(tripId), staleTime: FRESH_FOR_MS }),
      queryClient.prefetchQuery({ ...expenseQueries.presets(tripId), staleTime: FRESH_FOR_MS }),
    ]);
    // One day after another: a long trip should not flood the server.
    for (const date of tripDates(trip.startDate, trip.endDate)) {
      if (!onlineManager.isOnline()) break;
      await queryClient.prefetchQuery({ ...tripQueries.day(tripId, date), staleTime: FRESH_FOR_MS });
    }
  } catch {
    keptAt.delete(tripId);
  }
}

/** Keeps the trips named (opened, or upcoming in the list) readable offline, one after another. */
export function useKeepTripsOffline(tripIds: readonly string[]) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const ids = tripIds.join(',');
  useEffect(() => {
    if (!online || !ids) return;
    let stopped = false;
    const timer = window.setTimeout(async () => {
      for (const id of ids.split(',')) {
        if (stopped) return;
        await keepTripOffline(queryClient, id);
      }
    }, 300);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [queryClient, online, ids]);
}
