import { useMutation } from '@tanstack/react-query';
import type { AddConsultantInput, Consultant } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useAddConsultant(agencyId: string) {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (input: AddConsultantInput) =>
      (await apiClient.post<Consultant>(`/agencies/${agencyId}/consultants`, input)).data,
    onSuccess: invalidate,
  });
}
