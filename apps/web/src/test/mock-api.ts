import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { PublicConfig } from '@trilha/shared';
import { apiClient } from '../lib/api-client';

export interface MockRequest {
  method: string;
  url: string;
  /** The query string as the client passed it (axios `params`). */
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A function may answer later (a pending promise), to observe the screen while a call is in flight. */
export type MockRoute = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export const TEST_CONFIG: PublicConfig = {
  googleClientId: null,
  mapsApiKey: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  pixelId: null,
  paymentsEnabled: false,
  aiProvider: 'offline',
  languages: ['en', 'es', 'pt'],
  signupApproval: false,
  flightStatus: false,
  routing: { provider: 'estimate', modes: ['walking', 'driving', 'transit'] },
};

/** API.md's error body as a mock reply. */
export function apiError(
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
): MockReply {
  return {
    status,
    data: { statusCode: status, code, error: 'Error', message, ...(details ? { details } : {}) },
  };
}

function toRequest(config: InternalAxiosRequestConfig): MockRequest {
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params as Record<string, unknown> | undefined) ?? {},
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    headers: config.headers.toJSON(),
  };
}

/**
 * Answers the API client's calls from a table keyed 'METHOD /path', through axios's adapter so the
 * client's interceptors run for real. GET /config answers TEST_CONFIG unless the table says otherwise.
 */
export function mockApi(routes: Record<string, MockRoute> = {}) {
  const requests: MockRequest[] = [];
  const table: Record<string, MockRoute> = { 'GET /config': { status: 200, data: TEST_CONFIG }, ...routes };
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    const request = toRequest(config);
    requests.push(request);
    const route = table[`${request.method} ${request.url}`];
    const reply = !route
      ? apiError(404, 'NOT_FOUND', 'Not found.')
      : typeof route === 'function'
        ? await route(request)
        : route;
    const response = {
      data: reply.data ?? '',
      status: reply.status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return {
    requests,
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.url}` === key),
  };
}
