import { useMutation } from '@tanstack/react-query';
import type { Client, UpdateClientInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useUpdateClient(agencyId: string, clientId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (input: UpdateClientInput) =>
      (await apiClient.put<Client>(`/agencies/${agencyId}/clients/${clientId}`, input)).data,
    onSuccess: invalidate,
  });
}
