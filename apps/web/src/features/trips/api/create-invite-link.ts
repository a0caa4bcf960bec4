import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteLinkInput, InviteLink } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { inviteLinkKeys } from './invite-link-queries';

/** Makes an invite link; the new link goes first in the trip's list (newest first, as the server lists). */
export function useCreateInviteLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateInviteLinkInput) =>
      (await apiClient.post<InviteLink>(`/trips/${tripId}/invite-links`, input)).data,
    onSuccess: (link) => {
      queryClient.setQueryData<InviteLink[]>(inviteLinkKeys.list(tripId), (links) =>
        links ? [link, ...links] : links,
      );
      return queryClient.invalidateQueries({ queryKey: inviteLinkKeys.list(tripId) });
    },
  });
}
