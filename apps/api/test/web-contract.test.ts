import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import {
  REGENERATE_WEB_CONTRACT,
  serializeWebContract,
  WEB_CONTRACT_FILE,
  webContractOf,
} from './web-contract';

/** Each route's line of the serialized contract, by route. */
function routeLines(text: string): Map<string, string> {
  return new Map(
    text
      .split('\n')
      .filter((line) => line.startsWith('  "'))
      .map((line) => [JSON.parse(line.slice(2, line.indexOf('": ') + 1)) as string, line.replace(/,$/, '')]),
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the web tests’ copy of the response contract', () => {
  it('is what the server declares now', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const current = serializeWebContract(webContractOf(doc));
    if (process.env.UPDATE_WEB_CONTRACT) writeFileSync(WEB_CONTRACT_FILE, current);
    let committed = '';
    try {
      committed = readFileSync(WEB_CONTRACT_FILE, 'utf8');
    } catch {
      // Missing: reported below like a stale file.
    }
    if (committed !== current) {
      const now = routeLines(current);
      const before = routeLines(committed);
      const differing = [...new Set([...now.keys(), ...before.keys()])].filter(
        (route) => now.get(route) !== before.get(route),
      );
      expect.fail(
        `apps/web/src/test/api-contract.json is stale: ${differing.length} route(s) differ from what the ` +
          `server declares (${differing.slice(0, 5).join(', ')}${differing.length > 5 ? ', …' : ''}). ` +
          `Regenerate it with:\n  ${REGENERATE_WEB_CONTRACT}`,
      );
    }
  });

  it('maps every route of the OpenAPI document with each declared status', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const contract = webContractOf(doc);
    expect(contract['GET /trips/:id']?.['200']).toMatchObject({ type: 'object' });
    expect(contract['POST /trips']).toHaveProperty('201');
    expect(contract['DELETE /trips/:id']).toHaveProperty('204');
    // A file download has no JSON body to check.
    expect(contract['GET /trips/:id/export.pdf']).toEqual({ '200': null });
    expect(Object.keys(contract).some((route) => route.includes('test-only'))).toBe(false);
    const operations = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => !path.includes('/test-only/'))
      .flatMap(([, ops]) => Object.keys(ops));
    expect(Object.keys(contract)).toHaveLength(operations.length);
  });

  it('keeps the null a nullable enum allows, which OpenAPI 3.0 leaves out of the list', () => {
    const role = { nullable: true, type: 'string', enum: ['user', 'admin'] };
    const contract = webContractOf({
      paths: {
        '/api/people/{id}': {
          get: {
            responses: {
              '200': {
                content: {
                  'application/json': { schema: { type: 'object', properties: { role, enum: role } } },
                },
              },
            },
          },
        },
        '/api/test-only/boom': { get: { responses: { '200': {} } } },
      },
    });
    expect(contract).toEqual({
      'GET /people/:id': {
        '200': {
          type: 'object',
          properties: {
            role: { ...role, enum: ['user', 'admin', null] },
            enum: { ...role, enum: ['user', 'admin', null] },
          },
        },
      },
    });
  });
});
