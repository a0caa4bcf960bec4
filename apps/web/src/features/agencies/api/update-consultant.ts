import { useMutation } from '@tanstack/react-query';
import type { Consultant, UpdateConsultantInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useUpdateConsultant(agencyId: string, consultantId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (input: UpdateConsultantInput) =>
      (await apiClient.put<Consultant>(`/agencies/${agencyId}/consultants/${consultantId}`, input)).data,
    onSuccess: invalidate,
  });
}
