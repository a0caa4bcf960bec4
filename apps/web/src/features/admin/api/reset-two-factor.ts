import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAdmin } from './admin-writes';

/** Recovery: the account's two-step verification removed and its sessions ended (audited). */
export function useResetTwoFactor() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiClient.post<AdminUser>(`/admin/users/${encodeURIComponent(userId)}/two-factor/reset`)).data,
    onSuccess: invalidate,
  });
}
