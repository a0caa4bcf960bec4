import { queryOptions } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH, type UserSearchResult } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const userSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['users', 'search', query] as const,
    queryFn: async () =>
      (await apiClient.get<UserSearchResult[]>('/users/search', { params: { query } })).data,
    enabled: query.length >= USER_SEARCH_MIN_LENGTH,
  });
