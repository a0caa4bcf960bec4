import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse, User } from '@trilha/shared';
import { apiClient, apiErrorOf, onSessionExpired } from '../api-client';
import { useQueryClientHolder } from '../query-client-holder';
import { unsentChangeCount } from '../offline/unsent';
import { forgetKept } from '../offline/kept-at';
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeToken,
  storeUser,
  TOKEN_KEY,
} from './session-storage';
import type { SessionSettings, SessionUser } from './session-user';
import { readTokenClaims } from './token-claims';

export interface SessionValue {
  /** 'loading' while a restored session is being confirmed with the server. */
  status: 'loading' | 'ready';
  user: SessionUser | undefined;
  /** How many changes made offline and not yet sent the last session took with it when it ended by itself. */
  discarded?: number;
  signIn: (auth: AuthResponse) => void;
  replaceToken: (token: string) => void;
  updateUser: (patch: Partial<Omit<SessionUser, 'settings'>> & { settings?: SessionSettings }) => void;
  logout: () => void;
}

interface SessionState {
  status: SessionValue['status'];
  user: SessionUser | undefined;
  discarded?: number;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

type SignOutListener = () => void;
const signOutListeners = new Set<SignOutListener>();

/** Told when the person signs out (or their session ends), before anything is cleared. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * A stored token that is no current token (unreadable, expired) means signed out at once; one that reads
 * is confirmed with the server, and checked against the shared schemas when the server cannot be asked
 * (useRefreshUser).
 */
function initialSession(): SessionState {
  if (!readTokenClaims(readStoredToken())) {
    clearStoredSession();
    return { status: 'ready', user: undefined };
  }
  return { status: 'loading', user: undefined };
}

interface SessionProviderProps {
  children: ReactNode;
  /** Applies the user's language and theme; called at sign-in and when they change. */
  onPreferences: (settings: SessionSettings) => void;
}

export function SessionProvider({ children, onPreferences }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(initialSession);
  const navigate = useNavigate();
  const queryClients = useQueryClientHolder();

  const endSession = useCallback(
    (discarded?: number) => {
      // The signed-in frame stops the offline save here, before anything is cleared, and deletes the
      // stored copies (offline-data-gate.tsx); the lazy call below covers a frame not loaded yet.
      signOutListeners.forEach((listener) => listener());
      clearStoredSession();
      if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
      // No query client yet: no signed-in screen was shown, so there is no cache to empty.
      const queryClient = queryClients.client;
      if (queryClient) {
        void queryClient.cancelQueries();
        queryClient.clear();
        forgetKept(queryClient);
      }
      void import('./forget-account').then(({ forgetAccountOnDevice }) => forgetAccountOnDevice());
      // Signed out and on /login in one render: the router shows a new address in a transition, and the
      // page left, rendered once more without the user, would send to /login itself with the way back to
      // that page, which the next person to sign in would then be taken to.
      startTransition(() => {
        // A second refusal right after (the next queued change) does not erase what the first counted.
        setState((previous) => ({
          status: 'ready',
          user: undefined,
          discarded: discarded ?? previous.discarded,
        }));
        void navigate('/login', { replace: true });
      });
    },
    [navigate, queryClients],
  );
  // The menu asks before unsent changes are dropped (SignOutButton). The server ends this session too
  // (the call carries the token, read before it is cleared); offline, the token simply expires.
  const logout = useCallback(() => {
    if (readStoredToken()) void apiClient.post('/auth/logout').catch(() => undefined);
    endSession();
  }, [endSession]);
  // A session that ends by itself (the server's refusal, another tab) says afterwards what it dropped.
  const endedSession = useCallback(
    () => endSession((queryClients.client && unsentChangeCount(queryClients.client)) || undefined),
    [endSession, queryClients],
  );

  useRefreshUser(state.status === 'loading', setState, endedSession, onPreferences);
  useEffect(() => onSessionExpired(endedSession), [endedSession]);
  useSignOutOfOtherTabs(state.status === 'loading' || state.user !== undefined, endedSession);

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      logout,
      signIn: ({ user, token }) => {
        storeSession(token, user);
        setState({ status: 'ready', user });
        onPreferences(user.settings);
      },
      replaceToken: storeToken,
      updateUser: (patch) => {
        if (!state.user) return;
        const user = { ...state.user, ...patch, settings: { ...state.user.settings, ...patch.settings } };
        storeUser(user);
        setState({ status: 'ready', user });
        if (patch.settings) onPreferences(patch.settings);
      },
    }),
    [state, logout, onPreferences],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/**
 * Confirms a restored session with GET /auth/me: fresh data, or signed out when the server refuses it.
 * A language or theme changed since this device last saw the account (on another device) is applied here;
 * one unchanged is left alone, so a person who switched this device's language keeps it. When the server
 * cannot be reached, the stored session is restored as it is, once its token and user pass the shared
 * schemas (restore-session.ts, loaded then: the first page carries no schema library).
 */
function useRefreshUser(
  active: boolean,
  setState: (state: SessionState | ((previous: SessionState) => SessionState)) => void,
  logout: () => void,
  onPreferences: (settings: SessionSettings) => void,
) {
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    apiClient
      .get<User>('/auth/me', { signal: controller.signal })
      .then(({ data }) => {
        const known = (readStoredUser() as { settings?: SessionSettings } | undefined)?.settings;
        storeUser(data);
        setState({ status: 'ready', user: data });
        const { language, themeMode } = data.settings;
        onPreferences({
          ...(language !== known?.language ? { language } : {}),
          ...(themeMode !== known?.themeMode ? { themeMode } : {}),
        });
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (apiErrorOf(error)?.statusCode === 401) {
          logout();
          return;
        }
        // Offline or a server hiccup: keep the restored user rather than sign them out; a stored session
        // that is not ours is removed. (Without the schemas' code, offline and not cached, it stays for
        // the next visit.)
        const { loaded, user } = await import('./restore-session').then(
          ({ restoreSession }) => ({ loaded: true, user: restoreSession() }),
          () => ({ loaded: false, user: undefined }),
        );
        if (controller.signal.aborted) return;
        if (loaded && !user) clearStoredSession();
        setState((previous) => ({ ...previous, status: 'ready', user }));
      });
    return () => controller.abort();
  }, [active, setState, logout, onPreferences]);
}

/**
 * Signing out in another tab of this browser ends the session here too: this tab's offline save would
 * otherwise write the account's copy again, and its screens would keep showing it.
 */
function useSignOutOfOtherTabs(signedIn: boolean, logout: () => void) {
  useEffect(() => {
    if (!signedIn) return;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key === null || (event.key === TOKEN_KEY && event.newValue === null)) logout();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedIn, logout]);
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/** The signed-in user, for screens that only render behind the login guard. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
