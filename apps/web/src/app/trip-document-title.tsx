import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { tripQueries } from '../features/trips/api/trip-queries';
import { RouteDocumentTitle } from './document-title';

/** The signed-in frame's tab title: the screen and, on a trip's screens, the trip as they read it. */
export function TripRouteDocumentTitle() {
  const { tripId } = useParams();
  // Only what the screen itself read: naming the tab never asks the server for anything.
  const trip = useQuery({ ...tripQueries.detail(tripId ?? ''), enabled: false });
  return <RouteDocumentTitle tripTitle={tripId ? trip.data?.title : undefined} />;
}
