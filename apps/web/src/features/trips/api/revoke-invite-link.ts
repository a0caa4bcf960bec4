import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inviteLinkKeys } from './invite-link-queries';

/** Revokes a link: opening it then says it was revoked (the list keeps it, marked so). */
export function useRevokeInviteLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      await apiClient.delete(`/trips/${tripId}/invite-links/${linkId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteLinkKeys.list(tripId) }),
  });
}
