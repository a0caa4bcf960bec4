import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) => (await apiClient.post<AuthResponse>('/auth/login', input)).data,
  });
}
