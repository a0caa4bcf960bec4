import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordResetInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: RequestPasswordResetInput) => {
      await apiClient.post('/auth/request-password-reset', input);
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) => {
      await apiClient.post('/auth/reset-password', input);
    },
  });
}
