import type { ApiError } from '@trilha/shared';
import { currentLanguage } from './i18n/i18n';
import { TOKEN_KEY } from './auth/session-storage';

/** How far a transfer is: bytes so far, and of how many when the other side said. */
export interface TransferProgress {
  loaded: number;
  total?: number;
}

/** What a call may say besides its URL and body. */
export interface RequestOptions {
  /** The query string, as an object: undefined and null values are left out, a list repeats its key. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A body for DELETE, which takes none as an argument. */
  data?: unknown;
  /** `json` (the default) reads JSON, or the text when it is not JSON; `blob` the bytes as they came. */
  responseType?: 'json' | 'blob';
  /** Given to file uploads and downloads: the call then goes through XMLHttpRequest, which reports it. */
  onUploadProgress?: (progress: TransferProgress) => void;
  onDownloadProgress?: (progress: TransferProgress) => void;
}

/** A call as it is sent: the path under /api, the method in capitals, the body serialized when JSON. */
export interface RequestConfig extends Omit<RequestOptions, 'headers'> {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  /** The answer's headers, by lower-case name. */
  headers: Record<string, string>;
  config: RequestConfig;
}

/** Sends a call and returns the answer, whatever its status. */
export type Transport = (config: RequestConfig) => Promise<ApiResponse>;

/**
 * A failed call: `response` is the server's answer when there was one (status outside 2xx), absent when
 * the call never got an answer (no connection, cancelled).
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  constructor(
    message: string,
    readonly code: 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE',
    readonly config?: RequestConfig,
    public response?: ApiResponse,
  ) {
    super(message);
  }
}

const BASE_URL = '/api';

function fullUrl({ url, params }: RequestConfig): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      query.append(
        Array.isArray(value) ? `${key}[]` : key,
        item instanceof Date ? item.toISOString() : String(item),
      );
    }
  }
  const search = query.toString();
  return `${BASE_URL}${url}${search ? `${url.includes('?') ? '&' : '?'}${search}` : ''}`;
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Reads a body as the caller asked: JSON when it parses, the text otherwise ('' when empty). */
function readBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A call that got no answer: cancelled by its signal, or no connection. */
const noAnswer = (config: RequestConfig) =>
  config.signal?.aborted
    ? new ApiClientError('canceled', 'ERR_CANCELED', config)
    : new ApiClientError('Network Error', 'ERR_NETWORK', config);

async function sendWithFetch(config: RequestConfig): Promise<ApiResponse> {
  let response: Response;
  try {
    response = await fetch(fullUrl(config), {
      method: config.method,
      headers: config.headers,
      body: config.data as BodyInit | undefined,
      signal: config.signal,
    });
  } catch {
    throw noAnswer(config);
  }
  try {
    const data = config.responseType === 'blob' ? await response.blob() : readBody(await response.text());
    return { data, status: response.status, headers: Object.fromEntries(response.headers), config };
  } catch {
    throw noAnswer(config);
  }
}

/** For the calls that show their progress (file uploads, the PDF download): see xhr-request.ts. */
async function sendWithXhr(config: RequestConfig): Promise<ApiResponse> {
  const { sendWithProgress } = await import('./xhr-request');
  try {
    const { status, headers, body } = await sendWithProgress(fullUrl(config), config);
    return { data: typeof body === 'string' ? readBody(body) : body, status, headers, config };
  } catch {
    throw noAnswer(config);
  }
}

const defaultTransport: Transport = (config) =>
  config.onUploadProgress || config.onDownloadProgress ? sendWithXhr(config) : sendWithFetch(config);

/** Plain objects and lists go as JSON; FormData, Blob and the like as they are. */
const isJsonBody = (data: unknown) =>
  data !== undefined &&
  data !== null &&
  (Array.isArray(data) ||
    Object.getPrototypeOf(data) === Object.prototype ||
    Object.getPrototypeOf(data) === null);

type ExpiredListener = () => void;
const expiredListeners = new Set<ExpiredListener>();

/** The session subscribes here so an expired token anywhere signs the user out. */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

type EnrolmentListener = () => void;
const enrolmentListeners = new Set<EnrolmentListener>();

/**
 * Told when the server refuses a call until the person sets up two-step verification (the platform
 * requires it of them): the signed-in frame then shows the enrolment instead of the screen.
 */
export function onTwoFactorEnrolmentRequired(listener: EnrolmentListener): () => void {
  enrolmentListeners.add(listener);
  return () => enrolmentListeners.delete(listener);
}

/** Whether the failed call carried the token still stored, i.e. the one this session is using now. */
function sentStoredToken(error: ApiClientError): boolean {
  const token = localStorage.getItem(TOKEN_KEY);
  return token !== null && (error.config?.headers.Authorization ?? '') === `Bearer ${token}`;
}

async function request<T>(method: string, url: string, body: unknown, options: RequestOptions = {}) {
  const { headers: extraHeaders, data = body, ...rest } = options;
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...extraHeaders };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  headers['Accept-Language'] = currentLanguage();
  const json = isJsonBody(data);
  if (json) headers['Content-Type'] = 'application/json';
  const config: RequestConfig = { ...rest, method, url, headers, data: json ? JSON.stringify(data) : data };
  const response = await (apiClient.defaults.transport ?? defaultTransport)(config);
  const answer = { ...response, headers: lowerCaseKeys(response.headers) };
  if (answer.status >= 200 && answer.status < 300) return answer as ApiResponse<T>;
  const error = new ApiClientError(
    `Request failed with status code ${answer.status}`,
    answer.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
    config,
    answer,
  );
  const problem = apiErrorOf(error);
  // An expired token signs out (API.md), and so does a revoked one: the server refuses the session's
  // own token once the person is suspended or signed out everywhere, so the next call ends the session.
  // A refusal of a token already replaced (a call sent before signing in again) changes nothing.
  const revoked = problem?.statusCode === 401 && problem.code === 'UNAUTHENTICATED' && sentStoredToken(error);
  // An expired token is known by its code (API.md also fixes its message, in Spanish, for older clients).
  if ((problem?.statusCode === 401 && problem.code === 'TOKEN_EXPIRED') || revoked) {
    expiredListeners.forEach((listener) => listener());
  }
  if (problem?.statusCode === 403 && problem.code === 'TWO_FACTOR_ENROLMENT_REQUIRED') {
    enrolmentListeners.forEach((listener) => listener());
  }
  throw error;
}

/**
 * The app's calls to its API (/api): the session's token and the interface language go with each, JSON
 * bodies and answers are read and written, and an answer outside 2xx rejects with an ApiClientError.
 */
export const apiClient = {
  get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options?: RequestOptions) =>
    request<T>('DELETE', url, undefined, options),
  post: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, data, options),
  put: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, data, options),
  patch: <T = unknown>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, data, options),
  /** `transport` replaces how calls are sent: the tests answer them from a table (test/mock-api.ts). */
  defaults: { transport: undefined as Transport | undefined },
};

const isDetail = (detail: unknown): detail is { path: string; message: string } =>
  typeof detail === 'object' &&
  detail !== null &&
  typeof (detail as { path?: unknown }).path === 'string' &&
  typeof (detail as { message?: unknown }).message === 'string';

/**
 * Whether an answer's body is API.md's error body (errorSchema of @trilha/shared, which the server's
 * answers follow): checked by hand, so the first page carries no schema library.
 */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, code, error, message, details, requestId } = body as Record<string, unknown>;
  return (
    typeof statusCode === 'number' &&
    typeof code === 'string' &&
    typeof error === 'string' &&
    typeof message === 'string' &&
    (details === undefined || (Array.isArray(details) && details.every(isDetail))) &&
    (requestId === undefined || typeof requestId === 'string')
  );
}

/** The error body of API.md when the server answered with one. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (!(error instanceof ApiClientError) || !error.response) return undefined;
  const { data } = error.response;
  return isApiError(data) ? data : undefined;
}
