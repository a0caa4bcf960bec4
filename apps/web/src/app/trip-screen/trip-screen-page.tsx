import { TripDetailsPage } from '../../features/trips/routes/trip-details-page';
import { TRIP_ACTIONS } from './trip-actions';
import { TRIP_SECTIONS } from './trip-sections';

/** `/trips/:tripId`: the trip core's screen with the sections and actions the app composes from features. */
export function TripScreenPage() {
  return <TripDetailsPage sections={TRIP_SECTIONS} actions={TRIP_ACTIONS} />;
}
