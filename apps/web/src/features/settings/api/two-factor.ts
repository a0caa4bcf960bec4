import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BackupCodes,
  TwoFactorConfirmInput,
  TwoFactorDisableInput,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export const twoFactorKeys = {
  all: ['two-factor'] as const,
};

export const twoFactorQueries = {
  status: () =>
    queryOptions({
      queryKey: twoFactorKeys.all,
      queryFn: async () => (await apiClient.get<TwoFactorStatus>('/users/two-factor')).data,
    }),
};

/** A new secret and its QR code; nothing changes until a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async () => (await apiClient.post<TwoFactorEnrolment>('/users/two-factor')).data,
  });
}

/**
 * Turns the second factor on; the answer's backup codes are shown once. The status is read again only
 * once they have been put away (TwoFactorSetup's Done): reading it now would replace the set-up, codes
 * and all, with the "on" state.
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: async (input: TwoFactorConfirmInput) =>
      (await apiClient.post<BackupCodes>('/users/two-factor/confirm', input)).data,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorDisableInput) => {
      await apiClient.delete('/users/two-factor', { data: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }),
  });
}
