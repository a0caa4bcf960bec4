import { queryOptions } from '@tanstack/react-query';
import type { TripSummary } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { tripKeys } from '../../trips';

/** The list's page limit (API.md); a traveller's own trips fit in one page. */
const ALL_TRIPS_LIMIT = 200;

/** The trips an import may land on: every trip of the person that they may change. */
export const writableTripsQuery = () =>
  queryOptions({
    queryKey: [...tripKeys.lists(), 'writable'] as const,
    queryFn: async () => {
      const response = await apiClient.get<TripSummary[]>('/trips', {
        params: { when: 'all', limit: ALL_TRIPS_LIMIT },
      });
      return response.data.filter((trip) => trip.permissions.canEdit);
    },
  });
