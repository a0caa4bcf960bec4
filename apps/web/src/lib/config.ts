import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@trilha/shared';
import { apiClient } from './api-client';

/** The server's run-time configuration (GET /api/config), read once per visit. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async (): Promise<PublicConfig> => publicConfigSchema.parse((await apiClient.get('/config')).data),
  staleTime: Infinity,
});

export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(configQuery).data;
}
