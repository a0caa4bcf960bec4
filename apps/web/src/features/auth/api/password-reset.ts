import type { RequestPasswordResetInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

const requestPasswordReset = async (input: RequestPasswordResetInput) => {
  await apiClient.post('/auth/request-password-reset', input);
};

const resetPassword = async (input: { token: string; password: string }) => {
  await apiClient.post('/auth/reset-password', input);
};

export function useRequestPasswordReset() {
  return useServerCall(requestPasswordReset);
}

export function useResetPassword() {
  return useServerCall(resetPassword);
}
