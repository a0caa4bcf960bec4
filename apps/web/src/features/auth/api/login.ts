import type { LoginInput, LoginResponse } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

/** A session, or the challenge of the second step when the account has two-step verification. */
const login = async (input: LoginInput) => (await apiClient.post<LoginResponse>('/auth/login', input)).data;

export function useLogin() {
  return useServerCall(login);
}
