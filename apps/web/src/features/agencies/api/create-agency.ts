import { useMutation } from '@tanstack/react-query';
import type { Agency, AgencyInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAgencies } from './agency-writes';

export function useCreateAgency() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationFn: async (input: AgencyInput) => (await apiClient.post<Agency>('/agencies', input)).data,
    onSuccess: invalidate,
  });
}
