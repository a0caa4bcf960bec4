import { TripDetailsPage } from '../../features/trips/routes/trip-details-page';
import { useRouteTrip } from '../../features/trips/components/use-route-trip';
import { useKeepTripsOffline } from '../offline/keep-offline';
import { TRIP_ACTIONS } from './trip-actions';
import { TRIP_SECTIONS } from './trip-sections';

/** `/trips/:tripId`: the trip core's screen with the sections and actions the app composes from features. */
export function TripScreenPage() {
  // A trip opened once opens offline too: its tabs, finances and day views are read ahead.
  const { tripId, query } = useRouteTrip();
  useKeepTripsOffline(query.isSuccess ? [tripId] : []);
  return <TripDetailsPage sections={TRIP_SECTIONS} actions={TRIP_ACTIONS} />;
}
