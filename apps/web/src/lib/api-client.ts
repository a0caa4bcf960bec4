import axios, { AxiosError } from 'axios';
import { errorSchema, type ApiError } from '@trilha/shared';
import { currentLanguage } from './i18n/i18n';
import { TOKEN_KEY } from './auth/session-storage';

export const apiClient = axios.create({ baseURL: '/api' });

apiClient.interceptors.request.use((request) => {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  request.headers.set('Accept-Language', currentLanguage());
  return request;
});

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();

/** The session subscribes here so an expired token anywhere signs the user out. */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Whether the failed call carried the token still stored, i.e. the one this session is using now. */
function sentStoredToken(error: unknown): boolean {
  const token = localStorage.getItem(TOKEN_KEY);
  return (
    error instanceof AxiosError &&
    token !== null &&
    String(error.config?.headers?.Authorization ?? '') === `Bearer ${token}`
  );
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  const body = apiErrorOf(error);
  // An expired token signs out (API.md), and so does a revoked one: the server refuses the session's
  // own token once the person is suspended or signed out everywhere, so the next call ends the session.
  // A refusal of a token already replaced (a call sent before signing in again) changes nothing.
  const revoked = body?.statusCode === 401 && body.code === 'UNAUTHENTICATED' && sentStoredToken(error);
  // An expired token is known by its code (API.md also fixes its message, in Spanish, for older clients).
  if ((body?.statusCode === 401 && body.code === 'TOKEN_EXPIRED') || revoked) {
    expiredListeners.forEach((listener) => listener());
  }
  return Promise.reject(error);
});

/** The error body of API.md when the server answered with one. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (!(error instanceof AxiosError) || !error.response) return undefined;
  const parsed = errorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : undefined;
}
