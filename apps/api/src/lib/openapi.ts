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

/**
 * Ids the examples use for a trip's people: the traveller who registered and a named guest, as GET
 * /api/trips/{id}/participants lists them. A client sends the ids of its own trip instead (the test that
 * posts every example swaps these for real ones).
 */
export const EXAMPLE_PEOPLE = {
  traveller: '0196a3c2-5e10-7b4d-9a21-3f6e8d0c4b71',
  guest: '0196a3c2-6f44-7e02-8c19-b5d7a2e9f036',
} as const;

const EXAMPLE_ACCOUNT = { email: 'ana.souza@example.com', password: 'correct horse battery' };

/**
 * A request body for each main write, keyed by operation id, shown as the media type's `example` (the
 * docs page fills its "Try it out" with it; Redocly checks each against its schema). One story: Ana
 * registers, plans a week in Lisbon, and fills it in, every date inside the trip's.
 */
export const REQUEST_EXAMPLES: Record<string, object> = {
  postAuthRegister: { name: 'Ana Souza', ...EXAMPLE_ACCOUNT, language: 'en' },
  postAuthLogin: EXAMPLE_ACCOUNT,
  postTrips: {
    title: 'Lisbon in May',
    destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.7223, lon: -9.1393 },
    startDate: '2031-05-01',
    endDate: '2031-05-08',
    budget: 'mid-range',
    interests: ['food', 'museums'],
    currency: 'EUR',
    budgetAmount: '2500.00',
    notes: 'Book the Belém tower ahead.',
  },
  // A partial body: the fields left out keep their values.
  putTripsById: { title: 'Lisbon and Sintra in May', endDate: '2031-05-09' },
  postTripsByIdItinerary: {
    date: '2031-05-02',
    timeOfDay: 'morning',
    time: '09:30',
    placeName: 'Torre de Belém',
    location: 'Av. Brasília, Lisboa',
    notes: 'Tickets online, the queue is long.',
    lat: 38.6916,
    lon: -9.216,
  },
  postTripsByIdFlights: {
    airline: 'TAP Air Portugal',
    flightNumber: 'TP88',
    // Local times at each airport; an offset (as GET answers them) is accepted too.
    departure: { airport: 'GRU', time: '2031-04-30T22:05', terminal: '3' },
    arrival: { airport: 'LIS', time: '2031-05-01T11:40' },
    confirmationCode: 'XK4P2Q',
    passengers: [{ name: 'Ana Souza', seat: '23C' }],
    baggages: [{ type: 'checked', weightKg: 23, quantity: 1 }],
    price: '1250.00',
    currency: 'EUR',
  },
  postTripsByIdBookings: {
    accommodationName: 'Casa do Bairro',
    checkIn: '2031-05-01',
    checkOut: '2031-05-08',
    address: 'Rua da Rosa 100, Lisboa',
    bookingLink: 'https://example.com/stays/casa-do-bairro',
    confirmationNumber: 'HX-4821',
    price: '980.00',
    currency: 'EUR',
    booked: true,
  },
  postTripsByIdTours: {
    name: 'Sintra and Cascais day trip',
    date: '2031-05-04',
    time: '08:30',
    location: 'Praça dos Restauradores',
    price: 65,
    currency: 'EUR',
    bookingLink: 'https://example.com/tours/sintra',
    booked: false,
  },
  postTripsByIdExpenses: {
    description: 'Dinner at the Time Out Market',
    amount: '84.50',
    currency: 'EUR',
    category: 'food',
    date: '2031-05-02',
    paidBy: EXAMPLE_PEOPLE.traveller,
    division: 'equal',
    participants: [{ participantId: EXAMPLE_PEOPLE.traveller }, { participantId: EXAMPLE_PEOPLE.guest }],
  },
  postTripsByIdParticipants: { name: 'Carla' },
  postTripsByIdChecklist: { name: 'Documents' },
  postTripsByIdChecklistByGroupIdItems: { text: 'Passport', done: false },
};

/** The example of an operation's JSON body, on its media type; one the route declares itself stays. */
function withExample(operation: DocumentedOperation) {
  const example = operation.operationId ? REQUEST_EXAMPLES[operation.operationId] : undefined;
  const media = (operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)
    ?.content?.['application/json'];
  // A copy: whoever reads the document may change it, the table stays as it is.
  if (example && media) media.example ??= structuredClone(example);
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
 * every operation, a request example on the main writes (REQUEST_EXAMPLES), and API.md's error shape on
 * every operation: as 400 where the route takes parameters
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
      withExample(operation);
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
