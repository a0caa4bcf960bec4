import type { AuthResponse, TwoFactorLoginInput } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

/** The second step of a sign-in: the first step's challenge with a code of the app or a backup code. */
const twoFactorLogin = async (input: TwoFactorLoginInput) =>
  (await apiClient.post<AuthResponse>('/auth/login/two-factor', input)).data;

export function useTwoFactorLogin() {
  return useServerCall(twoFactorLogin);
}
