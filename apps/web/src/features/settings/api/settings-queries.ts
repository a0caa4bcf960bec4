import { queryOptions } from '@tanstack/react-query';
import type { Settings } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const settingsKeys = {
  all: ['settings'] as const,
};

export const settingsQueries = {
  detail: () =>
    queryOptions({
      queryKey: settingsKeys.all,
      queryFn: async () => (await apiClient.get<Settings>('/users/settings')).data,
    }),
};
