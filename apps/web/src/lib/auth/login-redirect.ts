/** Router state of /login: where to return after signing in, and a notice to show there. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
  notice?: 'passwordReset';
}

/** The state to carry between sign-in and sign-up: only where to return, not a notice meant for one page. */
export function returnTo(state: unknown): LoginRedirectState | undefined {
  const from = (state as LoginRedirectState | null)?.from;
  return from ? { from } : undefined;
}
