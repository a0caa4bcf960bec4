import type { AuthResponse, LoginInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

const login = async (input: LoginInput) => (await apiClient.post<AuthResponse>('/auth/login', input)).data;

export function useLogin() {
  return useServerCall(login);
}
