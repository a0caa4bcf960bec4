import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminFeedback,
  AdminMail,
  AdminStats,
  AdminUser,
  FeedbackType,
  Role,
  UserStatus,
} from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

/** How many rows each "load more" brings. */
export const ADMIN_PAGE_SIZE = 20;

export interface UserFilters {
  status?: UserStatus;
  role?: Role;
  q?: string;
}

/** The outgoing mails an administrator looks at: waiting for their next try, or given up on. */
export type MailFilter = 'queued' | 'failed';

export interface AdminPage<T> {
  items: T[];
  nextCursor: string | undefined;
}

// Every admin read sits under one root: approving, suspending or granting premium changes the figures,
// the user lists and the premium list at once, so a write refreshes them all.
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (filters: UserFilters) => [...adminKeys.all, 'users', filters] as const,
  premiumUsers: () => [...adminKeys.all, 'premium-users'] as const,
  feedback: (type: FeedbackType | undefined) => [...adminKeys.all, 'feedback', type ?? 'all'] as const,
  mail: (state: MailFilter | undefined) => [...adminKeys.all, 'mail', state ?? 'unsent'] as const,
};

/** One page of a newest-first list; the server names the next page in `X-Next-Cursor`. */
async function fetchPage<T>(url: string, params: object, cursor?: string): Promise<AdminPage<T>> {
  const response = await apiClient.get<T[]>(url, {
    params: { ...params, limit: ADMIN_PAGE_SIZE, cursor },
  });
  const nextCursor: unknown = response.headers['x-next-cursor'];
  return {
    items: response.data,
    nextCursor: typeof nextCursor === 'string' && nextCursor ? nextCursor : undefined,
  };
}

/** Drops empty filters, so "all statuses" and an empty search are not sent as `status=&q=`. */
function definedFilters(filters: UserFilters): UserFilters {
  const q = filters.q?.trim();
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(q ? { q } : {}),
  };
}

export const adminQueries = {
  stats: () =>
    queryOptions({
      queryKey: adminKeys.stats(),
      queryFn: async () => (await apiClient.get<AdminStats>('/admin/stats')).data,
    }),
  users: (filters: UserFilters = {}) => {
    const params = definedFilters(filters);
    return infiniteQueryOptions({
      queryKey: adminKeys.users(params),
      queryFn: ({ pageParam }) => fetchPage<AdminUser>('/admin/users', params, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    });
  },
  premiumUsers: () =>
    infiniteQueryOptions({
      queryKey: adminKeys.premiumUsers(),
      queryFn: ({ pageParam }) => fetchPage<AdminUser>('/admin/premium-users', {}, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    }),
  feedback: (type?: FeedbackType) =>
    infiniteQueryOptions({
      queryKey: adminKeys.feedback(type),
      queryFn: ({ pageParam }) =>
        fetchPage<AdminFeedback>('/admin/feedback', type ? { type } : {}, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    }),
  mail: (state?: MailFilter) =>
    infiniteQueryOptions({
      queryKey: adminKeys.mail(state),
      queryFn: ({ pageParam }) => fetchPage<AdminMail>('/admin/mail', state ? { state } : {}, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    }),
};
