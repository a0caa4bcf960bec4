import { useQueryClient } from '@tanstack/react-query';
import { agencyKeys } from './agency-queries';

/** After any write to an agency or its people: everything agency-shaped may have changed. */
export function useInvalidateAgencies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agencyKeys.all });
}
