import { afterEach } from 'vitest';
import type { PublicConfig } from '@trilha/shared';
import { apiClient, type ApiResponse, type RequestConfig } from '../lib/api-client';
import { replyProblem, unknownRouteProblem } from './api-contract';

export interface MockRequest {
  method: string;
  url: string;
  /** The query string as the client passed it (`params`). */
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
  oidc: null,
  version: '0.1.0',
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

/** Routes a test marked as another server's (see fromAnotherServer), with the reason it gave. */
const offServer = new WeakMap<object, string>();

/**
 * Marks a mocked route as another server's than this one (an older server's route, a newer server's
 * answer): its method, path and replies are not checked against the server's contract. Give the reason.
 */
export function fromAnotherServer<Route extends MockRoute>(reason: string, route: Route): Route {
  offServer.set(route, reason);
  return route;
}

/**
 * Replies that differed from the server's contract during the current test. A function route answers
 * inside the component under test, which may swallow the error; the check after each test fails it anyway.
 */
const contractViolations: string[] = [];

/** Empties and returns the recorded violations: for the checker's own tests, which expect one. */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0);
}

afterEach(() => {
  const found = takeContractViolations();
  if (found.length > 0) throw new Error(found.join('\n\n'));
});

/** Throws when a mock cannot be what the server answers: a route it lacks, a reply that differs. */
function checkTable(table: Record<string, MockRoute>): void {
  for (const [key, route] of Object.entries(table)) {
    if (offServer.has(route)) continue;
    const [method = '', url = ''] = key.split(' ');
    const problem =
      unknownRouteProblem(method, url) ??
      (typeof route === 'function' ? undefined : replyProblem(method, url, route.status, route.data));
    if (problem) throw new Error(problem);
  }
}

function toRequest(config: RequestConfig): MockRequest {
  return {
    method: config.method.toUpperCase(),
    url: config.url,
    params: config.params ?? {},
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    headers: { ...config.headers },
  };
}

/**
 * Answers the API client's calls from a table keyed 'METHOD /path', as the client's transport, so the
 * client's own handling (headers, errors, the session's end) runs for real. GET /config answers
 * TEST_CONFIG unless the table says otherwise.
 * Every key must be a route of the server and every reply (a function's too, when it answers) what the
 * server can answer there: the route's declared response schema for a success, API.md's error shape
 * otherwise (see api-contract.ts). A call with no mock answers 404.
 */
export function mockApi(routes: Record<string, MockRoute> = {}) {
  const requests: MockRequest[] = [];
  const table: Record<string, MockRoute> = { 'GET /config': { status: 200, data: TEST_CONFIG }, ...routes };
  checkTable(table);
  apiClient.defaults.transport = async (config): Promise<ApiResponse> => {
    const request = toRequest(config);
    requests.push(request);
    const route = table[`${request.method} ${request.url}`];
    const reply = !route
      ? apiError(404, 'NOT_FOUND', 'Not found.')
      : typeof route === 'function'
        ? await route(request)
        : route;
    if (route && !offServer.has(route)) {
      const problem = replyProblem(request.method, request.url, reply.status, reply.data);
      if (problem) {
        contractViolations.push(problem);
        throw new Error(problem);
      }
    }
    // The client rejects an answer outside 2xx itself, as it does with the server's.
    return { data: reply.data ?? '', status: reply.status, headers: reply.headers ?? {}, config };
  };
  return {
    requests,
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.url}` === key),
  };
}
