import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * API.md's error shape, as every error answer has it (plugins/errors.ts): declared on every operation, so
 * a client generated from the document types its errors instead of `never`.
 */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'code', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', description: 'The HTTP status, again.' },
    code: { type: 'string', description: 'Stable, e.g. TRIP_NOT_FOUND, VALIDATION_ERROR, RATE_LIMITED.' },
    error: { type: 'string', description: "The status's name, e.g. Not Found." },
    message: { type: 'string', description: "In the request's language (Accept-Language)." },
    details: {
      type: 'array',
      description: 'VALIDATION_ERROR: each bad value by its path (an unknown key by the key).',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string', description: 'A 500: the id of the request in the server log.' },
  },
} as const;

// JSON whatever the route's own answers are (a ticket's PDF, the calendar feed).
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_SCHEMA } },
});

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));

/**
 * A stable operation id made from the method and the path, parameters as "By…": GET /api/trips/{id}/days/
 * {date} is `getTripsByIdDaysByDate`. Unique as long as method and path are (a test checks it).
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const param = /^[:{](\w+)}?$/.exec(part);
      return param ? ['By', ...words(param[1]!)] : words(part);
    });
  return `${method.toLowerCase()}${parts.join('')}`;
}

/**
 * The route's schema as the OpenAPI document shows it: zod's JSON schemas (fastify-type-provider-zod),
 * plus an operation id and, on the public routes, `security: []` (the document's default is the bearer
 * token). The error answers are added to the whole document (withErrorAnswers), so that the answers a
 * route declares, or the default one @fastify/swagger gives a route that declares none, stay as they are.
 */
export function openApiTransform(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const { schema, url } = jsonSchemaTransform(input);
  // A route without a schema (a test's, the docs' own) has nothing to add to.
  if (!schema) return { schema, url };
  const route = input.route as RouteOptions & { config?: { public?: boolean } };
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const documented = schema as FastifySchema & { operationId?: string };
  return {
    url,
    schema: {
      ...documented,
      operationId: documented.operationId ?? operationIdOf(method, url),
      ...(route.config?.public === true ? { security: [] } : {}),
    },
  };
}

type Schema = Record<string, unknown> & {
  nullable?: boolean;
  type?: string;
  anyOf?: Schema[];
  required?: string[];
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
};

/**
 * Two shapes zod's conversion writes that OpenAPI 3.0 does not allow, made valid in place (Redocly's
 * recommended rules): `nullable` beside `anyOf` without a `type` (an amount as a number or a decimal
 * string, or null) goes into each branch; an object of known keys written as `required` with
 * `additionalProperties` (a record over an enum) gets those keys as properties.
 */
function valid30(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(valid30);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = schema.anyOf.map((branch) => ({ ...branch, nullable: true }));
  }
  // A tuple of one type ([lat, lon]) is written as `anyOf` the same schema twice: one is enough.
  if (Array.isArray(schema.anyOf)) {
    const distinct = [...new Map(schema.anyOf.map((branch) => [JSON.stringify(branch), branch])).values()];
    if (distinct.length === 1) {
      delete schema.anyOf;
      Object.assign(schema, distinct[0]);
    } else schema.anyOf = distinct;
  }
  if (
    Array.isArray(schema.required) &&
    !schema.properties &&
    typeof schema.additionalProperties === 'object'
  ) {
    schema.properties = Object.fromEntries(schema.required.map((key) => [key, schema.additionalProperties]));
  }
  for (const value of Object.values(schema)) valid30(value);
}

interface DocumentedOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/**
 * An operation's one-line summary: the first sentence of its description, else its operation id in
 * words (`getTripsByIdDaysByDate`: "Get trips by id days by date").
 */
export function summaryOf(operation: Pick<DocumentedOperation, 'operationId' | 'description'>): string {
  const sentence = operation.description
    ?.split(/(?<=[.:;])\s/)[0]
    ?.replace(/[.:;]$/, '')
    .trim();
  if (sentence) return sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence;
  const words = (operation.operationId ?? '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The document as a client generator reads it (issue 36): valid OpenAPI 3.0 (valid30), a summary on
 * every operation, and API.md's error shape on every operation: as 400 where the route takes parameters
 * or a body (VALIDATION_ERROR), 401 where it needs a token, and as any other client (4XX: 403, 404, 409,
 * 429…) or server error (5XX: 500 with its request id, 503 *_UNAVAILABLE). An answer the route declares
 * itself under those statuses is kept. Redocly's recommended rules find nothing in it (a test runs them).
 */
export function withErrorAnswers<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as object[]) valid30(operations);
  for (const operations of Object.values(document.paths ?? {}) as Record<string, DocumentedOperation>[]) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const validates = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
      operation.summary ??= summaryOf(operation);
      operation.responses = {
        ...(validates ? { 400: errorAnswer('Bad input (VALIDATION_ERROR names each bad value).') } : {}),
        ...(isPublic ? {} : { 401: errorAnswer('No token, or one that is expired or revoked.') }),
        '4XX': errorAnswer('Any other refusal (403, 404, 409, 410, 429…), in the same shape.'),
        '5XX': errorAnswer('A server error (500 with its requestId, 503 when a service is unavailable).'),
        ...operation.responses,
      };
    }
  }
  return document;
}
