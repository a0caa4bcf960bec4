import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';

export function useLogoutEverywhere() {
  const { logout } = useSession();
  return useMutation({
    mutationFn: async () => {
      await apiClient.post('/auth/logout-all');
    },
    onSuccess: logout,
  });
}

export function useDeleteAccount() {
  const { logout } = useSession();
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => {
      await apiClient.delete('/users/me', { data: input });
    },
    onSuccess: logout,
  });
}
