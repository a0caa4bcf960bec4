import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { CreatePasskeyInput, Passkey, PasskeyOptions } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const passkeyKeys = {
  all: ['passkeys'] as const,
};

export const passkeyQueries = {
  list: () =>
    queryOptions({
      queryKey: passkeyKeys.all,
      queryFn: async () => (await apiClient.get<Passkey[]>('/users/passkeys')).data,
    }),
};

const passkeyUrl = (id: string) => `/users/passkeys/${encodeURIComponent(id)}`;

/** Adds a passkey: the server's options, the browser's prompt, then the server checks and keeps it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { data } = await apiClient.post<PasskeyOptions>('/users/passkeys/options');
      const response = await startRegistration({
        optionsJSON: data.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      const input = { name, response, challenge: data.challenge } as CreatePasskeyInput;
      return (await apiClient.post<Passkey>('/users/passkeys', input)).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await apiClient.put<Passkey>(passkeyUrl(id), { name })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(passkeyUrl(id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
