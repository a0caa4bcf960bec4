import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { EXAMPLE_PEOPLE, operationIdOf, REQUEST_EXAMPLES, summaryOf } from './openapi';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

async function operations() {
  const doc = (await ctx.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe('the OpenAPI document, as a client generator reads it', () => {
  it('names every operation once', async () => {
    const ids = (await operations()).map(({ route, operation }) => {
      expect(operation.operationId, route).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/trips/{id}/days/{date}')).toBe('getTripsByIdDaysByDate');
    expect(operationIdOf('post', '/api/invite-links/:token/accept')).toBe('postInviteLinksByTokenAccept');
  });

  it('marks the public routes as needing no token, and only them', async () => {
    const ops = new Map((await operations()).map(({ route, operation }) => [route, operation]));
    for (const route of [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'GET /api/health',
      'GET /api/config',
    ]) {
      expect(ops.get(route)?.security, route).toEqual([]);
      expect(ops.get(route)?.responses['401'], route).toBeUndefined();
    }
    for (const route of ['GET /api/trips', 'GET /api/trips/{id}', 'POST /api/trips/{id}/expenses']) {
      expect(ops.get(route)?.security, route).toBeUndefined();
      expect(ops.get(route)?.responses['401'], route).toBeDefined();
    }
  });

  it("declares API.md's error shape on every operation", async () => {
    for (const { route, operation } of await operations()) {
      for (const range of ['4XX', '5XX']) {
        const error = operation.responses[range]?.content?.['application/json']?.schema;
        expect(error?.required, `${route} ${range}`).toEqual(['statusCode', 'code', 'error', 'message']);
      }
    }
    const ops = new Map((await operations()).map(({ route, operation }) => [route, operation]));
    expect(ops.get('POST /api/trips')?.responses['400']).toBeDefined();
    // A route's own answers stay as they were.
    expect(ops.get('GET /api/trips/{id}')?.responses['200']).toBeDefined();
  });

  it('is OpenAPI 3.0 as Redocly reads it: no nullable without a type, no required key that is no property', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const problems: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as { nullable?: boolean; type?: string; required?: string[]; properties?: object };
      if (schema.nullable === true && !schema.type) problems.push(`${where}: nullable without a type`);
      if (Array.isArray(schema.required) && schema.type === 'object') {
        const missing = schema.required.filter((key) => !(key in (schema.properties ?? {})));
        if (missing.length > 0) problems.push(`${where}: required ${missing.join(', ')}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    };
    walk(doc.paths, '');
    expect(problems).toEqual([]);
    const trip = doc.paths['/api/trips'].post.requestBody.content['application/json'].schema;
    expect(trip.properties.budgetAmount.anyOf).toEqual([
      { type: 'number', nullable: true },
      { type: 'string', nullable: true },
    ]);
  });

  it("passes Redocly's recommended rules without a warning", async () => {
    const source = (await ctx.app.inject('/api/openapi.json')).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const doc = JSON.parse(source) as { paths: Record<string, Record<string, Operation>> };
    // The rule asks every operation for a 2XX; the OIDC redirects answer 302 and nothing else.
    const redirectOnly = (pointer = '') => {
      const [, path, method] = /^#\/paths\/([^/]+)\/(\w+)\//.exec(pointer) ?? [];
      const responses = doc.paths[(path ?? '').replaceAll('~1', '/')]?.[method ?? '']?.responses ?? {};
      return Object.keys(responses).some((status) => status.startsWith('3'));
    };
    expect(
      problems
        .filter(
          (problem) =>
            problem.ruleId !== 'operation-2xx-response' || !redirectOnly(problem.location[0]?.pointer),
        )
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`),
    ).toEqual([]);
  });

  it('sums every operation up in a line', () => {
    expect(summaryOf({ operationId: 'getTripsByIdDaysByDate' })).toBe('Get trips by id days by date');
    expect(summaryOf({ operationId: 'x', description: 'The ticket PDF, as an attachment. More.' })).toBe(
      'The ticket PDF, as an attachment',
    );
  });
});

/** The body examples of the served document, by operation id. */
async function servedExamples() {
  const entries = (await operations()).flatMap(({ operation }) => {
    const example = operation.requestBody?.content['application/json']?.example;
    return example === undefined ? [] : [[operation.operationId!, example] as const];
  });
  return new Map<string, unknown>(entries);
}

describe("the request examples, as a client's developer copies them", () => {
  it('shows one on each main write, and names only operations that exist', async () => {
    const ops = new Map((await operations()).map(({ route, operation }) => [route, operation]));
    for (const route of [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/trips',
      'PUT /api/trips/{id}',
      'POST /api/trips/{id}/itinerary',
      'POST /api/trips/{id}/flights',
      'POST /api/trips/{id}/bookings',
      'POST /api/trips/{id}/tours',
      'POST /api/trips/{id}/expenses',
      'POST /api/trips/{id}/participants',
      'POST /api/trips/{id}/checklist',
      'POST /api/trips/{id}/checklist/{groupId}/items',
    ]) {
      expect(ops.get(route)?.requestBody?.content['application/json']?.example, route).toBeDefined();
    }
    // A renamed route would lose its example without a word.
    expect([...(await servedExamples()).keys()].sort()).toEqual(Object.keys(REQUEST_EXAMPLES).sort());
  });

  it('matches its own schema, extra keys refused (Redocly), and the check does catch a bad one', async () => {
    const source = (await ctx.app.inject('/api/openapi.json')).body;
    const config = await createConfig({
      rules: { 'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false } },
    });
    const exampleProblems = async (text: string) =>
      (await lintFromString({ source: text, absoluteRef: 'openapi.json', config }))
        .filter((problem) => problem.ruleId === 'no-invalid-media-type-examples')
        .map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`);
    expect(await exampleProblems(source)).toEqual([]);
    const spoiled = JSON.parse(source);
    spoiled.paths['/api/trips'].post.requestBody.content['application/json'].example.budget = 'cheap';
    spoiled.paths['/api/auth/login'].post.requestBody.content['application/json'].example.remember = true;
    expect(await exampleProblems(JSON.stringify(spoiled))).toEqual([
      expect.stringContaining('~1api~1auth~1login/post/requestBody'),
      expect.stringContaining('/example/budget'),
    ]);
  });

  it('is accepted as it is: each one posted in order answers 2xx', async () => {
    const examples = await servedExamples();
    const body = (operationId: string) => examples.get(operationId) as Record<string, unknown>;
    let token = '';
    const send = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const answer = await ctx.app.inject({ method, url, payload: payload as object, headers });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeGreaterThanOrEqual(200);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
      return answer.json();
    };
    await send('POST', '/api/auth/register', body('postAuthRegister'));
    const session = await send('POST', '/api/auth/login', body('postAuthLogin'));
    token = session.token;
    const trip = await send('POST', '/api/trips', body('postTrips'));
    const base = `/api/trips/${trip._id}`;
    expect(await send('PUT', base, body('putTripsById'))).toMatchObject(body('putTripsById'));
    await send('POST', `${base}/itinerary`, body('postTripsByIdItinerary'));
    await send('POST', `${base}/flights`, body('postTripsByIdFlights'));
    await send('POST', `${base}/bookings`, body('postTripsByIdBookings'));
    await send('POST', `${base}/tours`, body('postTripsByIdTours'));
    const guest = await send('POST', `${base}/participants`, body('postTripsByIdParticipants'));
    // The example's people stand for this trip's: its traveller and the guest just added.
    const people = (
      await ctx.app.inject({ url: `${base}/participants`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    const traveller = people.find((person: { userId: string | null }) => person.userId === session.user._id);
    const expense = JSON.stringify(body('postTripsByIdExpenses'))
      .replaceAll(EXAMPLE_PEOPLE.traveller, traveller._id)
      .replaceAll(EXAMPLE_PEOPLE.guest, guest._id);
    await send('POST', `${base}/expenses`, JSON.parse(expense));
    const group = await send('POST', `${base}/checklist`, body('postTripsByIdChecklist'));
    await send('POST', `${base}/checklist/${group._id}/items`, body('postTripsByIdChecklistByGroupIdItems'));
  });
});
