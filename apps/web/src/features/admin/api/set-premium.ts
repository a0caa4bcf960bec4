import { useMutation } from '@tanstack/react-query';
import type { AdminUser, PremiumGrantInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAdmin } from './admin-writes';

/** A manual grant (`isPremium: true`, optional last day) or its end (`isPremium: false`). */
export function useSetPremium() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ userId, input }: { userId: string; input: PremiumGrantInput }) =>
      (await apiClient.put<AdminUser>(`/admin/users/${encodeURIComponent(userId)}/premium`, input)).data,
    onSuccess: invalidate,
  });
}
