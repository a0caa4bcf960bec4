import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useRemoveClient(agencyId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (clientId: string) => {
      await apiClient.delete(`/agencies/${agencyId}/clients/${clientId}`);
    },
    onSuccess: invalidate,
  });
}
