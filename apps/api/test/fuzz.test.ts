import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { createUser, type CreatedUser } from './factories';
import { createOwnedResources } from './fuzz-resources';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider';
import {
  BAD_BODIES,
  BAD_IDS,
  BAD_QUERY_VALUES,
  OTHER_BODIES,
  BAD_VALUES,
  pathsIn,
  sampleOf,
  seededRandom,
  withValueAt,
  type JsonSchema,
} from './fuzz-inputs';

/**
 * Every route of the OpenAPI document, called by the owner of real resources with generated bad
 * bodies, queries and ids: none may answer 5xx. FUZZ_SEED=<n> replays another run; the number of
 * requests is bounded by the counts below, not by the seed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const BODY_MUTATIONS = 10;
const QUERY_MUTATIONS = 3;
const ID_MUTATIONS = 2;

/** An event stream never ends, so it cannot be called like the rest; its own tests cover it. */
const NOT_FUZZED = new Set(['GET /api/notifications/stream']);

/** API.md: an optional outside service that is not configured answers 503 `<SERVICE>_UNAVAILABLE`. */
const isUnconfiguredService = (status: number, body: string) =>
  status === 503 && /"code":"[A-Z_]+_UNAVAILABLE"/.test(body);

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

interface Call {
  operation: Operation;
  url: string;
  payload?: string;
  /** JSON unless said otherwise. */
  contentType?: string;
}

let ctx: TestContext;
let me: CreatedUser;
let ids: Record<string, string>;
let known: (name: string) => unknown;
let provider: TestOidcProvider;

beforeAll(async () => {
  // A real OpenID Connect provider, so its sign-in routes are called past their 503 (not configured).
  provider = await startOidcProvider({ redirectUri: 'http://trilha.test/api/auth/oidc/callback' });
  ctx = await createTestApp({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
  });
  me = await createUser(ctx, { role: 'admin', language: 'en' });
  ({ ids, known } = await createOwnedResources(ctx, me, await createUser(ctx)));
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

/** The real id for a path parameter of `path`, owned by the caller. */
function realId(path: string, name: string): string | undefined {
  if (name === 'id') {
    if (path.startsWith('/api/trips/')) return ids.trip!;
    if (path.startsWith('/api/agencies/')) return ids.agency!;
    if (path.startsWith('/api/notifications/')) return ids.notification!;
    return 'x'; // an agency invitation: the caller has none
  }
  if (name === 'token' && path.startsWith('/api/public/')) return ids.publicToken;
  if (name === 'itemId') return path.includes('/checklist/') ? ids.checklistItem! : ids.itinerary!;
  const byParam: Record<string, string | undefined> = {
    userId: ids.user,
    groupId: ids.group,
    tipId: ids.tip,
    contactId: ids.contact,
    flightId: ids.flight,
    bookingId: ids.booking,
    tourId: ids.tour,
    participantId: ids.participant,
    expenseId: ids.expense,
    linkId: ids.inviteLink,
    token: ids.inviteToken,
    date: ids.date,
    feed: ids.feed,
    consultantId: ids.consultant,
    clientId: ids.client,
    sessionId: ids.session,
    passkeyId: ids.passkey,
  };
  return byParam[name];
}

function operations(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const op = spec as {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      };
      return {
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** `?a=1&b=2&b=3`, or nothing for no parameters. */
function queryString(query: Record<string, string | string[]>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
  );
  return pairs.length > 0 ? `?${new URLSearchParams(pairs)}` : '';
}

/** The calls for one operation: a plausible one, then one bad id, query value or body at a time. */
function callsFor(operation: Operation, random: ReturnType<typeof seededRandom>): Call[] {
  const pathParams = operation.params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = operation.params.filter((p) => p.in === 'query');
  const plainQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(sampleOf(p.schema, known, p.name))]),
  ) as Record<string, string | string[]>;
  const urlWith = (override: Record<string, string> = {}, query = plainQuery) =>
    operation.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) =>
        override[name] ??
        realId(operation.path, name) ??
        String(sampleOf(operation.params.find((p) => p.name === name)!.schema, known)),
    ) + queryString(query);
  const takesBody = operation.method !== 'GET' && (operation.method !== 'DELETE' || operation.body);
  const sample = operation.body ? sampleOf(operation.body, known) : undefined;
  const plainBody = sample === undefined ? undefined : JSON.stringify(sample);
  const calls: Call[] = [{ operation, url: urlWith(), payload: plainBody }];
  for (const name of pathParams) {
    for (const bad of random.sample([...BAD_IDS, ids.foreignTrip!], ID_MUTATIONS)) {
      calls.push({ operation, url: urlWith({ [name]: bad }), payload: plainBody });
    }
  }
  for (const param of queryParams) {
    for (const bad of random.sample(BAD_QUERY_VALUES, QUERY_MUTATIONS)) {
      calls.push({ operation, url: urlWith({}, { ...plainQuery, [param.name]: bad }), payload: plainBody });
    }
  }
  if (queryParams.length > 0) {
    const prototypeNames = { ...plainQuery, __proto__: '1', constructor: '1', toString: '1' };
    calls.push({ operation, url: urlWith({}, prototypeNames), payload: plainBody });
  }
  if (!takesBody) return calls;
  const url = urlWith();
  for (const payload of BAD_BODIES) calls.push({ operation, url, payload });
  for (const [contentType, payload] of OTHER_BODIES) calls.push({ operation, url, payload, contentType });
  const paths = pathsIn(sample);
  for (let n = 0; n < BODY_MUTATIONS && paths.length > 0; n += 1) {
    const path = random.pick(paths);
    const value = random.next() < 0.1 ? undefined : random.pick(BAD_VALUES);
    calls.push({ operation, url, payload: JSON.stringify(withValueAt(sample, path, value)) });
  }
  return calls;
}

/** Deletions last, the deepest first, so the resources the other calls need still exist. */
function order(a: Operation, b: Operation): number {
  const rank = (op: Operation) =>
    op.path.endsWith('/logout-all') ? 2_000 : op.method === 'DELETE' ? 1_000 - op.path.split('/').length : 0;
  return rank(a) - rank(b);
}

describe('fuzzing every route', () => {
  it('never answers 5xx to bad bodies, queries or ids', { timeout: 120_000 }, async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    const ops = operations(document)
      .filter((op) => !NOT_FUZZED.has(`${op.method} ${op.path}`))
      .sort(order);
    expect(ops.length).toBeGreaterThan(80);
    for (const operation of ops) {
      for (const call of callsFor(operation, random)) {
        const res = await ctx.app.inject({
          method: operation.method as 'GET',
          url: call.url,
          headers: {
            ...me.auth,
            ...(call.payload === undefined ? {} : { 'content-type': call.contentType ?? 'application/json' }),
          },
          ...(call.payload === undefined ? {} : { payload: call.payload }),
        });
        sent += 1;
        if (res.statusCode < 500 || isUnconfiguredService(res.statusCode, res.body)) continue;
        const line = `${operation.method} ${call.url.slice(0, 200)} ${call.contentType ?? ''} ${call.payload?.slice(0, 300) ?? ''} → ${res.statusCode}`;
        failures.push(line);
      }
    }
    expect(failures, `seed ${SEED}, ${sent} requests`).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
