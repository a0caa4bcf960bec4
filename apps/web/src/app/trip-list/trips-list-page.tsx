import { useInfiniteQuery } from '@tanstack/react-query';
import { tripQueries } from '../../features/trips/api/trip-queries';
import { TripsPage } from '../../features/trips/routes/trips-page';
import { useKeepCalendarOffline } from '../../features/calendar/api/keep-calendar-offline';
import { UPCOMING_KEPT, useKeepTripsOffline } from '../offline/keep-offline';

/**
 * `/trips`: the trip core's list, and what the app reads ahead from it for offline use: the nearest
 * upcoming trips (not only the ones already opened) and the calendar's months (this one, the next and the
 * upcoming trips'). It reads the list as it is unfiltered, the same query the list shows before a search.
 */
export function TripsListPage() {
  const upcoming = useInfiniteQuery(tripQueries.list({ when: 'upcoming', q: '' }));
  const nearest = upcoming.data?.pages[0]?.trips.slice(0, UPCOMING_KEPT);
  useKeepTripsOffline(nearest?.map((trip) => trip._id) ?? []);
  useKeepCalendarOffline(nearest);
  return <TripsPage />;
}
