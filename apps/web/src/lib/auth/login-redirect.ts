/** Router state of /login: where to return after signing in, and a notice to show there. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
  notice?: 'passwordReset';
}
