import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorSchema } from '@trilha/shared';
import { ApiClientError, apiClient, apiErrorOf, onSessionExpired, type TransferProgress } from './api-client';

/** The calls the client made through fetch, answered in turn by `answers`. */
function stubFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const problem = (statusCode: number, code: string) => ({ statusCode, code, error: 'Error', message: code });

beforeEach(() => {
  // Through the browser's own fetch, not the table other tests answer from (test/mock-api.ts).
  apiClient.defaults.transport = undefined;
});

describe('the API client', () => {
  it('sends the session, the language and the query string, and reads JSON and headers', async () => {
    localStorage.setItem('token', 'the-token');
    const calls = stubFetch(json(200, [{ _id: 'trip-1' }], { 'X-Next-Cursor': 'next-page' }));
    const response = await apiClient.get<{ _id: string }[]>('/trips', {
      params: { when: 'all', q: undefined, cursor: null, limit: 20, ids: ['a', 'b c'] },
    });
    expect(calls[0]?.url).toBe('/api/trips?when=all&limit=20&ids%5B%5D=a&ids%5B%5D=b+c');
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      headers: { Authorization: 'Bearer the-token', 'Accept-Language': 'en' },
    });
    expect(response.data).toEqual([{ _id: 'trip-1' }]);
    expect(response.status).toBe(200);
    expect(response.headers['x-next-cursor']).toBe('next-page');
  });

  it('sends plain objects as JSON, and forms as they are', async () => {
    const calls = stubFetch(json(201, { ok: true }), new Response(null, { status: 204 }));
    await apiClient.post('/feedback', { type: 'help', message: 'Olá', skipped: undefined });
    expect(calls[0]?.init.body).toBe('{"type":"help","message":"Olá"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const response = await apiClient.put('/trips/t1/flights/f1/ticket', form);
    expect(calls[1]?.init.body).toBe(form);
    expect(calls[1]?.init.headers).not.toHaveProperty('Content-Type');
    // No content at all reads as an empty text, as before.
    expect(response.data).toBe('');
  });

  it('sends a body with DELETE, and reads bytes when asked', async () => {
    const calls = stubFetch(new Response(null, { status: 204 }), new Response('%PDF', { status: 200 }));
    await apiClient.delete('/users/me', { data: { password: 'secret-123' } });
    expect(calls[0]?.init).toMatchObject({ method: 'DELETE', body: '{"password":"secret-123"}' });
    const pdf = await apiClient.get<Blob>('/trips/t1/export.pdf', { responseType: 'blob' });
    expect(pdf.data).toBeInstanceOf(Blob);
    expect(await pdf.data.text()).toBe('%PDF');
  });

  it('rejects an answer outside 2xx with the server’s error body', async () => {
    stubFetch(json(404, problem(404, 'TRIP_NOT_FOUND')));
    const error: unknown = await apiClient.get('/trips/nope').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).response?.status).toBe(404);
    expect(apiErrorOf(error)).toMatchObject({ statusCode: 404, code: 'TRIP_NOT_FOUND' });
  });

  it('tells a call with no answer from a cancelled one', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const offline: unknown = await apiClient.get('/trips').catch((failure: unknown) => failure);
    expect(offline).toMatchObject({ code: 'ERR_NETWORK', response: undefined });
    expect(apiErrorOf(offline)).toBeUndefined();
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('aborted', 'AbortError'));
    const cancelled: unknown = await apiClient
      .get('/trips', { signal: controller.signal })
      .catch((failure: unknown) => failure);
    expect(cancelled).toMatchObject({ code: 'ERR_CANCELED' });
  });

  it('ends the session on an expired token, and on a refusal of the token still in use', async () => {
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    localStorage.setItem('token', 'current');
    stubFetch(
      json(401, problem(401, 'TOKEN_EXPIRED')),
      json(401, problem(401, 'UNAUTHENTICATED')),
      json(403, problem(403, 'FORBIDDEN')),
    );
    await apiClient.get('/trips').catch(() => undefined);
    await apiClient.get('/trips').catch(() => undefined);
    await apiClient.get('/trips').catch(() => undefined);
    stop();
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('reports an upload’s progress through XMLHttpRequest', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = {
      headers: {},
    };
    class FakeXhr {
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      onprogress?: (event: Partial<ProgressEvent>) => void;
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      responseType = '';
      status = 0;
      response: unknown = null;
      responseText = '';
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'Content-Type: application/json\r\nX-Request-Id: r1\r\n';
      }
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.status = 201;
        this.response = this.responseText = '{"_id":"photo-1"}';
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: TransferProgress[] = [];
    const form = new FormData();
    const response = await apiClient.post('/trips/t1/photos', form, {
      onUploadProgress: (report) => progress.push(report),
    });
    expect(sent).toMatchObject({ method: 'POST', url: '/api/trips/t1/photos', body: form });
    expect(sent.headers).toHaveProperty('Accept-Language', 'en');
    expect(progress).toEqual([{ loaded: 50, total: 100 }]);
    expect(response).toMatchObject({
      status: 201,
      data: { _id: 'photo-1' },
      headers: { 'x-request-id': 'r1' },
    });
  });

  it.each([
    problem(400, 'VALIDATION_ERROR'),
    {
      ...problem(400, 'VALIDATION_ERROR'),
      details: [{ path: 'email', message: 'Required' }],
      requestId: 'r',
    },
    { ...problem(400, 'VALIDATION_ERROR'), details: [{ path: 'email' }] },
    { ...problem(400, 'X'), requestId: 7 },
    { statusCode: '400', code: 'X', error: 'E', message: 'M' },
    { code: 'X', error: 'E', message: 'M' },
    'Bad Gateway',
    null,
  ])('reads an error body as errorSchema does: %j', (body) => {
    const error = new ApiClientError('failed', 'ERR_BAD_REQUEST', undefined, {
      status: 400,
      data: body,
      headers: {},
      config: { method: 'GET', url: '/trips', headers: {} },
    });
    expect(apiErrorOf(error) !== undefined).toBe(errorSchema.safeParse(body).success);
  });
});
