import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { profileKeys } from './profile-queries';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      (await apiClient.put<Profile>('/users/profile', input)).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      updateUser({ name: profile.name });
    },
  });
}
