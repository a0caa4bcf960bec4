import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { agencyKeys } from './agency-queries';

export function useDeleteAgency(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(`/agencies/${agencyId}`);
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: agencyKeys.detail(agencyId) });
      return queryClient.invalidateQueries({ queryKey: agencyKeys.all });
    },
  });
}
