/** The slice of Google Identity Services (accounts.id) that the sign-in button uses. */
export interface GoogleAccountsId {
  initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
  renderButton: (
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccountsId> | undefined;

/**
 * Adds Google's script on first use only: the server's Content-Security-Policy allows it just when
 * Google sign-in is configured, and visitors of other servers never contact Google.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const accountsId = window.google?.accounts?.id;
      if (accountsId) resolve(accountsId);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // Allow a later attempt, e.g. after the network comes back.
    loading = undefined;
    document.querySelector(`script[src="${SCRIPT_SRC}"]`)?.remove();
    throw error;
  });
  return loading;
}
