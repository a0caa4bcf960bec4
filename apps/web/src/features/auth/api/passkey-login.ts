import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthResponse, PasskeyLoginInput, PasskeyOptions } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useServerCall } from '../../../lib/use-server-call';

/**
 * A sign-in with a passkey: the server's challenge, the browser's prompt (the person picks one of their
 * passkeys and unlocks it), then the server checks the answer. The WebAuthn library loads only now.
 */
async function passkeyLogin(): Promise<AuthResponse> {
  const { data } = await apiClient.post<PasskeyOptions>('/auth/passkey/options');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: data.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const input = { response, challenge: data.challenge } as PasskeyLoginInput;
  return (await apiClient.post<AuthResponse>('/auth/passkey', input)).data;
}

export function usePasskeyLogin() {
  return useServerCall<void, AuthResponse>(passkeyLogin);
}
