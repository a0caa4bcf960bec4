import { describe, expect, it } from 'vitest';
import { apiClient } from '../lib/api-client';
import { serverRouteOf } from './api-contract';
import { apiError, mockApi, fromAnotherServer, takeContractViolations } from './mock-api';
import { TEST_USER } from './session-fixtures';

describe("the API double's contract check", () => {
  it('matches a concrete URL to the server route that answers it, a literal segment before a parameter', () => {
    expect(serverRouteOf('GET', '/trips/abc/days/2027-03-01')).toBe('GET /trips/:id/days/:date');
    expect(serverRouteOf('GET', '/trips/abc/expenses/summary')).toBe('GET /trips/:id/expenses/summary');
    expect(serverRouteOf('GET', '/trips/abc/expenses/e-1')).toBe('GET /trips/:id/expenses/:expenseId');
    expect(serverRouteOf('GET', '/trips/abc/days/2027-03-01?lang=pt')).toBe('GET /trips/:id/days/:date');
    expect(serverRouteOf('PATCH', '/trips/abc')).toBeUndefined();
    expect(serverRouteOf('GET', '/trips//days/2027-03-01')).toBeUndefined();
  });

  it('lets a reply the server could send through', async () => {
    mockApi({ 'GET /auth/me': { status: 200, data: TEST_USER }, 'DELETE /trips/t-1': { status: 204 } });
    await expect(apiClient.get('/auth/me')).resolves.toMatchObject({ status: 200, data: TEST_USER });
    await expect(apiClient.delete('/trips/t-1')).resolves.toMatchObject({ status: 204 });
  });

  it('fails a mock of a route the server does not have, naming it', () => {
    expect(() => mockApi({ 'GET /trips/t-1/weather': { status: 200, data: {} } })).toThrow(
      /The mock 'GET \/trips\/t-1\/weather' answers a route the server does not have/,
    );
    expect(() => mockApi({ 'PATCH /trips/t-1': { status: 200, data: {} } })).toThrow(/PATCH \/trips\/t-1/);
  });

  it('lets a route marked as another server’s through', async () => {
    mockApi({
      'GET /trips/t-1/weather': fromAnotherServer('an older server', { status: 200, data: { sunny: true } }),
    });
    await expect(apiClient.get('/trips/t-1/weather')).resolves.toMatchObject({ data: { sunny: true } });
  });

  it('fails a reply that drifts, naming the route, the status and the mismatching fields', () => {
    const { email: _email, ...withoutEmail } = TEST_USER;
    let message = '';
    try {
      mockApi({
        'GET /auth/me': { status: 200, data: { ...withoutEmail, isPremium: 'no', nickname: 'Ana' } },
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("The mock 'GET /auth/me' answers 200");
    expect(message).toContain('GET /auth/me:');
    expect(message).toContain("must have required property 'email'");
    expect(message).toMatch(/\/isPremium: must be boolean/);
    expect(message).toContain("must NOT have additional properties 'nickname'");
  });

  it('fails a success status the route does not answer', () => {
    expect(() => mockApi({ 'POST /trips': { status: 200, data: {} } })).toThrow(
      "The mock 'POST /trips' answers 200, but the server's POST /trips answers 201",
    );
  });

  it('fails a 204 with a body', () => {
    expect(() => mockApi({ 'DELETE /trips/t-1': { status: 204, data: { ok: true } } })).toThrow(
      /answers 204 with a body/,
    );
  });

  it("fails an error reply that is not API.md's error shape, and passes one that is", async () => {
    expect(() => mockApi({ 'GET /users/profile': { status: 404 } })).toThrow(/not API.md's error shape/);
    expect(() =>
      mockApi({
        'GET /users/profile': {
          status: 404,
          data: { ...(apiError(404, 'X', 'x').data as object), statusCode: 400 },
        },
      }),
    ).toThrow(/statusCode is 400/);
    mockApi({ 'GET /users/profile': apiError(404, 'USER_NOT_FOUND', 'User not found.') });
    await expect(apiClient.get('/users/profile')).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('checks what a function route answers when it answers, and fails the test even if the caller swallows it', async () => {
    mockApi({ 'GET /auth/me': () => ({ status: 200, data: { ...TEST_USER, role: 'pilot' } }) });
    await expect(apiClient.get('/auth/me')).rejects.toThrow(
      /\/role: must be equal to one of the allowed values/,
    );
    // The check after the test would fail it; taken here, because this test expects exactly that.
    expect(takeContractViolations()).toEqual([
      expect.stringContaining("The mock 'GET /auth/me' answers 200"),
    ]);
  });
});
