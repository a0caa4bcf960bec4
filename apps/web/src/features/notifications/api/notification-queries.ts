import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Notification } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | undefined;
}

/** How many of the newest notifications the bell menu lists; the page shows the rest. */
export const MENU_SIZE = 10;
export const PAGE_SIZE = 20;

// The unread ones give the bell its count; the lists (menu and page) sit under their own branch so a
// change can refresh them without refetching the count the stream keeps live.
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  menu: () => [...notificationKeys.lists(), 'menu'] as const,
  page: () => [...notificationKeys.lists(), 'page'] as const,
};

async function fetchPage(limit: number, cursor?: string): Promise<NotificationPage> {
  const response = await apiClient.get<Notification[]>('/notifications', { params: { limit, cursor } });
  const nextCursor: unknown = response.headers['x-next-cursor'];
  return {
    notifications: response.data,
    nextCursor: typeof nextCursor === 'string' && nextCursor ? nextCursor : undefined,
  };
}

export const notificationQueries = {
  unread: () =>
    queryOptions({
      queryKey: notificationKeys.unread(),
      queryFn: async () => (await apiClient.get<Notification[]>('/notifications/unread')).data,
    }),
  /** The bell menu fetches again each time it opens (SPEC.md 2). */
  menu: () =>
    queryOptions({
      queryKey: notificationKeys.menu(),
      queryFn: async () => (await fetchPage(MENU_SIZE)).notifications,
      staleTime: 0,
    }),
  page: () =>
    infiniteQueryOptions({
      queryKey: notificationKeys.page(),
      queryFn: ({ pageParam }) => fetchPage(PAGE_SIZE, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    }),
};
