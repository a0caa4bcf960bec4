import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyInvitation, AuthResponse } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';

export const invitationKeys = { pending: () => ['agency-invitations'] as const };

export const invitationQueries = {
  /** The signed-in person's invitations to join an agency, oldest first. */
  pending: () =>
    queryOptions({
      queryKey: invitationKeys.pending(),
      queryFn: async () => (await apiClient.get<AgencyInvitation[]>('/agency-invitations')).data,
    }),
};

/**
 * Accepting makes the person a member (and staff take their new role): the answer is a fresh session,
 * which replaces the stored one so the menu and the guards see the new role at once.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const { signIn } = useSession();
  return useMutation({
    mutationFn: async (invitation: AgencyInvitation) =>
      (await apiClient.post<AuthResponse>(`/agency-invitations/${invitation._id}/accept`)).data,
    onSuccess: async (session) => {
      signIn(session);
      await queryClient.invalidateQueries();
    },
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitation: AgencyInvitation) => {
      await apiClient.post(`/agency-invitations/${invitation._id}/decline`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending() }),
  });
}
