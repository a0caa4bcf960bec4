import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorStatus } from '../../../lib/api-errors';
import { tripQueries } from '../api/trip-queries';

/** The trip of the `:tripId` route parameter, and whether the server said it is not there for us. */
export function useRouteTrip() {
  const { tripId = '' } = useParams();
  const query = useQuery(tripQueries.detail(tripId));
  return { tripId, query, notFound: query.isError && errorStatus(query.error) === 404 };
}
