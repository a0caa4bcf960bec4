import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAdmin } from './admin-writes';

/** The account changes an administrator confirms in a dialog (API.md: POST /admin/users/{id}/…). */
export type StatusAction = 'approve' | 'reject' | 'suspend' | 'reactivate';

/** Approve, suspend and reactivate answer the updated row; reject deletes the account (204). */
export function useUserStatusAction() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ userId, action }: { userId: string; action: StatusAction }) => {
      const response = await apiClient.post<AdminUser | ''>(
        `/admin/users/${encodeURIComponent(userId)}/${action}`,
      );
      return response.data || undefined;
    },
    onSuccess: invalidate,
  });
}
