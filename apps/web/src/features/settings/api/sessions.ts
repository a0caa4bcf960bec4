import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const sessionKeys = {
  all: ['sessions'] as const,
};

export const sessionQueries = {
  list: () =>
    queryOptions({
      queryKey: sessionKeys.all,
      queryFn: async () => (await apiClient.get<Session[]>('/users/sessions')).data,
    }),
};

/** Signs one of the account's other sessions out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await apiClient.delete(`/users/sessions/${encodeURIComponent(sessionId)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Signs every session but this one out. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete('/users/sessions', { params: { others: 'true' } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
