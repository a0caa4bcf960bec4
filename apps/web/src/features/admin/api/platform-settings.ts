import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-queries';

const settingsKey = [...adminKeys.all, 'settings'] as const;

export const platformSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async () => (await apiClient.get<PlatformSettings>('/admin/settings')).data,
  });

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Partial<PlatformSettings>) =>
      (await apiClient.put<PlatformSettings>('/admin/settings', input)).data,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
