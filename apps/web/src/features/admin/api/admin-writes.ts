import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-queries';

/**
 * After any admin write: the figures, every user list and the premium list may have changed. The
 * signed-in admin's own session is not among them: the server refuses actions on one's own account.
 */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
