import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettingsInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { settingsKeys } from './settings-queries';

/** Saves the preferences and applies them at once (language and theme follow the session user). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: async (input: UpdateSettingsInput) =>
      (await apiClient.put<Settings>('/users/settings', input)).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.all, settings);
      updateUser({ settings });
    },
  });
}
