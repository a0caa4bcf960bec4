import { useMutation } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAdmin } from './admin-writes';

export function useUpdateUserRole(userId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (input: AdminUserUpdate) =>
      (await apiClient.put<AdminUser>(`/admin/users/${encodeURIComponent(userId)}`, input)).data,
    onSuccess: invalidate,
  });
}
