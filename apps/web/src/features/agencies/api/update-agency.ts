import { useMutation } from '@tanstack/react-query';
import type { Agency, AgencyInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useUpdateAgency(agencyId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (input: AgencyInput) =>
      (await apiClient.put<Agency>(`/agencies/${agencyId}`, input)).data,
    onSuccess: invalidate,
  });
}
