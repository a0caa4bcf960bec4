import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { operationIdOf, summaryOf } from './openapi';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
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
