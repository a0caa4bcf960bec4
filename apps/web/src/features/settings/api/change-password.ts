import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';

/** Every older token dies with the password change, so the answer's new token replaces ours. */
export function useChangePassword() {
  const { replaceToken } = useSession();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      (await apiClient.put<{ token: string }>('/users/password', input)).data,
    onSuccess: ({ token }) => replaceToken(token),
  });
}
