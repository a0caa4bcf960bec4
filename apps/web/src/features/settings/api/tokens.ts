import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPersonalToken, PersonalToken, PersonalTokenInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const tokenKeys = {
  all: ['personal-tokens'] as const,
};

export const tokenQueries = {
  list: () =>
    queryOptions({
      queryKey: tokenKeys.all,
      queryFn: async () => (await apiClient.get<PersonalToken[]>('/users/tokens')).data,
    }),
};

/** Makes a token: the answer carries the secret, which the server never shows again. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PersonalTokenInput) =>
      (await apiClient.post<CreatedPersonalToken>('/users/tokens', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

/** Revokes a token at once: a script still holding it is refused from its next call. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: string) => {
      await apiClient.delete(`/users/tokens/${encodeURIComponent(tokenId)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
