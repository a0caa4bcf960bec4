import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useRemoveConsultant(agencyId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (consultantId: string) => {
      await apiClient.delete(`/agencies/${agencyId}/consultants/${consultantId}`);
    },
    onSuccess: invalidate,
  });
}
