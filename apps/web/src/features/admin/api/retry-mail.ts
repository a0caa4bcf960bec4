import { useMutation } from '@tanstack/react-query';
import type { AdminMail } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateAdmin } from './admin-writes';

/** POST /admin/mail/{id}/retry: the mail is tried again now, with a new day of retries. */
export function useRetryMail() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (mailId: string) =>
      (await apiClient.post<AdminMail>(`/admin/mail/${encodeURIComponent(mailId)}/retry`)).data,
    onSuccess: invalidate,
  });
}
