import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** Exchanges a Google ID token for our session; a first sign-in creates the account in this language. */
export function useGoogleLogin() {
  return useMutation({
    mutationFn: async (idToken: string) =>
      (await apiClient.post<AuthResponse>('/auth/google', { idToken, language: currentLanguage() })).data,
  });
}
