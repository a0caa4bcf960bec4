import { useMutation } from '@tanstack/react-query';
import type { Consultant } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

/** Active becomes inactive and back (SPEC.md 4). */
export function useToggleConsultant(agencyId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (consultantId: string) =>
      (await apiClient.patch<Consultant>(`/agencies/${agencyId}/consultants/${consultantId}/toggle-status`))
        .data,
    onSuccess: invalidate,
  });
}
