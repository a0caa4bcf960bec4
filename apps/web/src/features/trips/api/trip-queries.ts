import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  ChecklistGroup,
  Contact,
  ItineraryDay,
  SharedUser,
  Tip,
  TripDay,
  TripDetail,
  TripSummary,
} from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';

export type TripListFilters = { when: 'upcoming' | 'past'; q?: string };

export interface TripPage {
  trips: TripSummary[];
  nextCursor: string | undefined;
}

const TRIP_PAGE_SIZE = 12;

// Shares and the plan (checklist, tips, contacts) sit under their trip's detail key, so invalidating a
// trip refreshes them too and removing a deleted trip's detail drops them with it. The features that keep
// a trip's items (flights, stays, tours, expenses, photos) build their own keys on `detail` the same way.
export const tripKeys = {
  all: ['trips'] as const,
  /**
   * Views that gather the items of every trip (the calendar) key their queries under this, so a change
   * to any trip's item makes them stale (api/trip-items.ts) without knowing which views there are.
   */
  acrossTrips: () => [...tripKeys.all, 'across'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (filters: TripListFilters) => [...tripKeys.lists(), filters] as const,
  details: () => [...tripKeys.all, 'detail'] as const,
  detail: (id: string) => [...tripKeys.details(), id] as const,
  shares: (id: string) => [...tripKeys.detail(id), 'shares'] as const,
  checklist: (id: string) => [...tripKeys.detail(id), 'checklist'] as const,
  tips: (id: string) => [...tripKeys.detail(id), 'tips'] as const,
  contacts: (id: string) => [...tripKeys.detail(id), 'contacts'] as const,
  itinerary: (id: string) => [...tripKeys.detail(id), 'itinerary'] as const,
  days: (id: string) => [...tripKeys.detail(id), 'day'] as const,
  day: (id: string, date: string) => [...tripKeys.days(id), date] as const,
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
  checklist: (id: string) =>
    queryOptions({
      queryKey: tripKeys.checklist(id),
      queryFn: async () => (await apiClient.get<ChecklistGroup[]>(`/trips/${id}/checklist`)).data,
    }),
  tips: (id: string) =>
    queryOptions({
      queryKey: tripKeys.tips(id),
      queryFn: async () => (await apiClient.get<Tip[]>(`/trips/${id}/tips`)).data,
    }),
  contacts: (id: string) =>
    queryOptions({
      queryKey: tripKeys.contacts(id),
      queryFn: async () => (await apiClient.get<Contact[]>(`/trips/${id}/contacts`)).data,
    }),
  itinerary: (id: string) =>
    queryOptions({
      queryKey: tripKeys.itinerary(id),
      queryFn: async () => (await apiClient.get<ItineraryDay[]>(`/trips/${id}/itinerary`)).data,
    }),
  day: (id: string, date: string) =>
    queryOptions({
      queryKey: tripKeys.day(id, date),
      queryFn: async () => (await apiClient.get<TripDay>(`/trips/${id}/days/${date}`)).data,
    }),
};
