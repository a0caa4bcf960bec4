import type { RegisterInput, RegisterResponse } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

/** The browser's language, as SPEC.md 7 sends it: the first part of `navigator.language`. */
export function browserLanguage(): string {
  return navigator.language.split('-')[0] ?? '';
}

const register = async (input: Omit<RegisterInput, 'language'>) =>
  (await apiClient.post<RegisterResponse>('/auth/register', { ...input, language: browserLanguage() })).data;

export function useRegister() {
  return useServerCall(register);
}
