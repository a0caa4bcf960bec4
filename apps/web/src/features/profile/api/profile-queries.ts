import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQueries = {
  detail: () =>
    queryOptions({
      queryKey: profileKeys.all,
      queryFn: async () => (await apiClient.get<Profile>('/users/profile')).data,
    }),
};
