import { useMutation } from '@tanstack/react-query';
import type { AddClientInput, Client } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useAddClient(agencyId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (input: AddClientInput) =>
      (await apiClient.post<Client>(`/agencies/${agencyId}/clients`, input)).data,
    onSuccess: invalidate,
  });
}
