import { ApiClientError } from './api-client';

/**
 * Whether this browser has WebAuthn: @simplewebauthn/browser's browserSupportsWebAuthn() written out, so
 * the sign-in page does not carry the library (it loads when a passkey is used, lib budget in
 * e2e/first-page.spec.ts).
 */
export const browserHasWebAuthn = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

/** What went wrong in the browser's passkey prompt. */
export type WebAuthnProblem = 'cancelled' | 'alreadyRegistered' | 'failed';

/**
 * The browser's side of a failed passkey ceremony (the person closed the prompt or let it time out, the
 * device already holds a passkey for the account, anything else), or undefined for the server's.
 */
export function webAuthnProblem(error: unknown): WebAuthnProblem | undefined {
  if (!(error instanceof Error) || error instanceof ApiClientError) return undefined;
  const code = (error as Error & { code?: string }).code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') {
    return 'alreadyRegistered';
  }
  // Closing the prompt, its timeout and a refusal are one NotAllowedError by design (WebAuthn §14.5.2).
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  return 'failed';
}
