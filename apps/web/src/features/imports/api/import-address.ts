import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportAddress } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

const addressKey = ['imports', 'address'] as const;

/** The person's secret import address; `address` is null when the server receives no mail. */
export const importAddressQuery = () =>
  queryOptions({
    queryKey: addressKey,
    queryFn: async () => (await apiClient.get<ImportAddress>('/imports/address')).data,
    staleTime: Infinity,
  });

/** A new address: mail to the old one is refused from then on. */
export function useRotateImportAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<ImportAddress>('/imports/address')).data,
    onSuccess: (address) => queryClient.setQueryData(addressKey, address),
  });
}
