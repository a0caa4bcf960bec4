import type { LoginResponse } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useServerCall } from '../../../lib/use-server-call';

/** Exchanges a Google ID token for our session; a first sign-in creates the account in this language. */
const googleLogin = async (idToken: string) =>
  (await apiClient.post<LoginResponse>('/auth/google', { idToken, language: currentLanguage() })).data;

export function useGoogleLogin() {
  return useServerCall(googleLogin);
}
