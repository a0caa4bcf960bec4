import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SharedUser, TripDetail, TripSummary } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';

export type TripListFilters = { when: 'upcoming' | 'past'; q?: string };

export interface TripPage {
  trips: TripSummary[];
  nextCursor: string | undefined;
}

const TRIP_PAGE_SIZE = 12;

// Shares sit under their trip's detail key, so invalidating a trip refreshes its people too.
export const tripKeys = {
  all: ['trips'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (filters: TripListFilters) => [...tripKeys.lists(), filters] as const,
  details: () => [...tripKeys.all, 'detail'] as const,
  detail: (id: string) => [...tripKeys.details(), id] as const,
  shares: (id: string) => [...tripKeys.detail(id), 'shares'] as const,
};

export const tripQueries = {
  list: (filters: TripListFilters) =>
    infiniteQueryOptions({
      queryKey: tripKeys.list(filters),
      queryFn: async ({ pageParam }): Promise<TripPage> => {
        const response = await apiClient.get<TripSummary[]>('/trips', {
          params: { when: filters.when, q: filters.q || undefined, limit: TRIP_PAGE_SIZE, cursor: pageParam },
        });
        const nextCursor: unknown = response.headers['x-next-cursor'];
        return { trips: response.data, nextCursor: typeof nextCursor === 'string' ? nextCursor : undefined };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: tripKeys.detail(id),
      queryFn: async () => (await apiClient.get<TripDetail>(`/trips/${id}`)).data,
      // A trip that is not there (or not ours) will not appear on a second try.
      retry: (failures, error) => errorStatus(error) !== 404 && failures < 1,
    }),
  shares: (id: string) =>
    queryOptions({
      queryKey: tripKeys.shares(id),
      queryFn: async () => (await apiClient.get<SharedUser[]>(`/trips/${id}/shares`)).data,
    }),
};
