/**
 * What both benches share: one autocannon run against a route, the server's CPU time per request around
 * it, and the issue-31 targets each figure is printed against.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Writes are measured at 10 connections, as the comparison with TREK was. */
export const WRITE_CONNECTIONS = 10;

/**
 * Issue 31's targets on PostgreSQL (server CPU per request, and p99 where it names one). The embedded
 * database is held to EMBEDDED_FACTOR times each CPU figure and to its own p99.
 */
export const TARGETS = {
  trip: { cpu: 0.6, p99: 50 },
  revisit: { cpu: 0.6 },
  day: { cpu: 0.6 },
  expense: { cpu: 1 },
  list: { cpu: 0.6 },
  big: { cpu: 10 },
  // The same trip read right after a change to one of its parts (measureAfterChange).
  'big-place': { cpu: 10 },
  'big-expense': { cpu: 10 },
  'big-tip': { cpu: 10 },
  // The read after a place's change as a browser asks for it (compressed).
  'big-place-browser': { cpu: 10 },
} satisfies Record<string, { cpu: number; p99?: number }>;
export type FigureName = keyof typeof TARGETS;
export const EMBEDDED_FACTOR = 1.5;
export const EMBEDDED_TRIP_P99 = 150;

export interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  cpu: number;
  errors: number;
  non2xx: number;
}

export interface Request {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** The status every answer must have (200 unless said). */
  status?: number;
  /** Each request names itself with a new Idempotency-Key, as the web's every creation does. */
  changeKey?: boolean;
}

/** Runs `request` for DURATION seconds after a short warm-up; `cpuNow` reads the server's CPU time in ms. */
export async function measure(label: string, request: Request, cpuNow: () => Promise<number>): Promise<Row> {
  const { url, method = 'GET', headers = {}, body, status = 200, changeKey = false } = request;
  const keyed = () => (changeKey ? { ...headers, 'idempotency-key': randomUUID() } : headers);
  const probe = await fetch(url, { method, headers: keyed(), body });
  if (probe.status !== status) throw new Error(`${label}: ${probe.status} ${await probe.text()}`);
  const options = {
    url,
    method,
    headers,
    body,
    expectBody: undefined,
    ...(changeKey
      ? {
          requests: [
            { setupRequest: (sent: { headers: Record<string, string> }) => ({ ...sent, headers: keyed() }) },
          ],
        }
      : {}),
  };
  // A short warm-up, so the first run does not carry the JIT's and the statement caches' start.
  await autocannon({ ...options, connections: 4, duration: 1 });
  const before = await cpuNow();
  const result = await autocannon({
    ...options,
    connections: request.connections ?? CONNECTIONS,
    duration: DURATION,
  });
  const cpu = (await cpuNow()) - before;
  // autocannon counts 3xx as non-2xx; a revalidation's 304 is the answer expected.
  const unexpected = status === 304 ? result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: cpu / Math.max(1, result.requests.total),
    errors: unexpected + result.errors + result.timeouts,
    non2xx: unexpected,
  };
}

/** A change to one row of the 100x trip's `table`, as measureAfterChange makes it ($1: the trip). */
export const changeOneRow = (table: string, assignment: string) =>
  `update ${table} set ${assignment} where id = (select id from ${table} where trip_id = $1 order by id limit 1)`;

/**
 * The changes after which both benches read the 100x trip: a place's notes, an expense's amount (its sum
 * in the costs' summary), a tip's text.
 */
export const CHANGES = [
  ['big-place', 'a place', changeOneRow('itinerary_items', `notes = 'Changed ' || floor(random() * 1e9)`)],
  [
    'big-expense',
    "an expense's amount",
    changeOneRow('expenses', 'amount_minor = 1000 + floor(random() * 1e6)'),
  ],
  ['big-tip', 'a tip', changeOneRow('tips', `text = 'Changed ' || floor(random() * 1e9)`)],
] as const;

/**
 * A page read right after each change: `change` writes straight to the database (no server CPU), then one
 * GET, one at a time for DURATION seconds; CPU is the server's per read. This is what a trip's page costs
 * while someone edits it, which a page kept by revision alone does not show (every change is a new one).
 */
export async function measureAfterChange(
  label: string,
  request: Request,
  change: () => Promise<unknown>,
  cpuNow: () => Promise<number>,
): Promise<Row> {
  const { url, headers = {}, status = 200 } = request;
  const round = async () => {
    await change();
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.status === status };
  };
  for (let i = 0; i < 5; i++) await round();
  const latencies: number[] = [];
  let unexpected = 0;
  const before = await cpuNow();
  const end = performance.now() + DURATION * 1000;
  while (performance.now() < end) {
    const { ms, ok } = await round();
    latencies.push(ms);
    if (!ok) unexpected += 1;
  }
  const cpu = (await cpuNow()) - before;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return {
    label,
    rps: latencies.length / DURATION,
    p50: at(0.5),
    p99: at(0.99),
    cpu: cpu / Math.max(1, latencies.length),
    errors: unexpected,
    non2xx: unexpected,
  };
}

export const line = (row: Row) =>
  `${row.label.padEnd(58)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  ` +
  `p99 ${String(row.p99).padStart(4)} ms  CPU ${row.cpu.toFixed(2).padStart(6)} ms/req  errors ${row.errors}`;

/** "target ≤ 0.6 ms CPU: met" and the like, for a figure measured against its target. */
export function verdict(row: Row, target: { cpu: number; p99?: number }): string {
  const parts = [`CPU ≤ ${target.cpu} ms: ${row.cpu <= target.cpu ? 'met' : 'MISSED'}`];
  if (target.p99 !== undefined)
    parts.push(`p99 ≤ ${target.p99} ms: ${row.p99 <= target.p99 ? 'met' : 'MISSED'}`);
  return `${'target'.padEnd(58)} ${parts.join(', ')}`;
}

/** The authorization header of a seeded account (every seeded password is 'bench password'). */
export async function signIn(
  base: string,
  email: string,
): Promise<{ headers: Record<string, string>; userId: string }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  return { headers: { authorization: `Bearer ${token}` }, userId: user._id };
}

/** The entity tag of a GET answer, to revalidate it with If-None-Match. */
export async function entityTag(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  const etag = res.headers.get('etag');
  if (!res.ok || !etag) throw new Error(`${url}: ${res.status}, no entity tag`);
  return etag;
}

/** An expense of the bench's trip, split equally between its participants (read from the API). */
export async function expenseBody(
  base: string,
  tripId: string,
  headers: Record<string, string>,
  date: string,
) {
  const res = await fetch(`${base}/api/trips/${tripId}/participants`, { headers });
  if (!res.ok) throw new Error(`participants: ${res.status} ${await res.text()}`);
  const people = (await res.json()) as { _id: string }[];
  return JSON.stringify({
    description: 'Pastéis de nata',
    amount: 12.5,
    currency: 'EUR',
    category: 'food',
    date,
    paidBy: people[0]!._id,
    division: 'equal',
    participants: people.map((person) => ({ participantId: person._id })),
  });
}
