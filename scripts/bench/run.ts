/**
 * `npm run bench`: autocannon against the real app on a seeded PostgreSQL database, beside bare Fastify
 * + pg routes reading the same data. The servers run in a child process (server.ts), so the CPU time
 * per request printed beside req/s, p50 and p99 is the server's own; the ratios to the bare route (CPU
 * and throughput) are the figures to watch.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import {
  CONNECTIONS,
  DURATION,
  entityTag,
  expenseBody,
  line,
  measure as measureRequest,
  measureAfterChange,
  CHANGES,
  signIn,
  TARGETS,
  verdict,
  WRITE_CONNECTIONS,
  type FigureName,
  type Request,
  type Row,
} from './measure';
import { ADMIN_USERS, seedAdminWorkload, seedTripWorkload } from './workload';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'trilha_bench';
const USERS = 10_000;
const TRIPS = 5_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-42';

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function seed(pool: pg.Pool) {
  const hash = await hashPassword('bench password');
  await pool.query(
    `insert into users (id, name, email, password_hash)
     select gen_random_uuid(), 'Traveller ' || i, 'traveller' || i || '@bench.test', $1
     from generate_series(1, $2) as i`,
    [hash, USERS],
  );
  await pool.query('analyze users');
}

/** One traveller with thousands of trips: the list must stay index-served. */
async function seedTrips(pool: pg.Pool, ownerId: string) {
  await pool.query(
    `insert into trips (id, owner_id, title, destination_name, start_date, end_date, budget, currency)
     select gen_random_uuid(), $1, 'Trip ' || i, 'Lisbon', current_date + (i - 2500), current_date + (i - 2495),
            'mid-range', 'EUR'
     from generate_series(1, $2) as i`,
    [ownerId, TRIPS],
  );
  await pool.query('analyze trips');
}

const PEOPLE = 8;
const EXPENSES = 2_000;

/** A group trip of eight with two thousand shared expenses: the summary reads and sums them all. */
async function seedExpenses(pool: pg.Pool, ownerId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into trips (id, owner_id, title, destination_name, start_date, end_date, budget, currency)
     values (gen_random_uuid(), $1, 'Group trip', 'Porto', current_date + 10, current_date + 20, 'mid-range', 'EUR')
     returning id`,
    [ownerId],
  );
  const tripId = rows[0]!.id;
  await pool.query(
    `insert into trip_participants (id, trip_id, kind, user_id, name)
     select gen_random_uuid(), $1, 'user', id, name from users where id = $2`,
    [tripId, ownerId],
  );
  await pool.query(
    `insert into trip_participants (id, trip_id, kind, name)
     select gen_random_uuid(), $1, 'guest', 'Guest ' || i from generate_series(2, $2) as i`,
    [tripId, PEOPLE],
  );
  await pool.query(
    `with people as (select id, row_number() over (order by id) as n from trip_participants where trip_id = $1)
     insert into expenses (id, trip_id, description, amount_minor, currency, category, date, paid_by, division)
     select gen_random_uuid(), $1, 'Expense ' || i, ${PEOPLE} * (100 + i), 'EUR', 'food', current_date + 10 + i % 10,
            (select id from people where n = 1 + i % ${PEOPLE}), 'equal'
     from generate_series(1, $2) as i`,
    [tripId, EXPENSES],
  );
  await pool.query(
    `insert into expense_shares (expense_id, participant_id, position, share_minor)
     select e.id, p.id, row_number() over (partition by e.id order by p.id) - 1, e.amount_minor / ${PEOPLE}
     from expenses e cross join trip_participants p where e.trip_id = $1 and p.trip_id = $1`,
    [tripId],
  );
  await pool.query('analyze expenses; analyze expense_shares; analyze trip_participants');
  return tripId;
}

interface Servers {
  child: ChildProcess;
  app: string;
  /** The app keeping no pages (PAGE_CACHE_MB=0). */
  rebuilding: string;
  bare: string;
}

/** Starts server.ts in its own process once the database exists (the app migrates it at start). */
async function startServers(url: string): Promise<Servers> {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts'), {
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server process.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, BENCH_TARGET_URL: url, BENCH_JWT_SECRET: JWT_SECRET },
  });
  const ports = await new Promise<{ app: number; rebuilding: number; bare: number }>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return { child, app: local(ports.app), rebuilding: local(ports.rebuilding), bare: local(ports.bare) };
}

/** The server process's CPU time so far, in milliseconds (user + system). */
async function serverCpu(child: ChildProcess): Promise<number> {
  child.send('cpu');
  const { cpu } = await new Promise<{ cpu: NodeJS.CpuUsage }>((resolve) =>
    child.once('message', (message) => resolve(message as { cpu: NodeJS.CpuUsage })),
  );
  return (cpu.user + cpu.system) / 1000;
}

const measure = (servers: Servers, label: string, url: string, headers: Record<string, string> = {}) =>
  measureRequest(label, { url, headers }, () => serverCpu(servers.child));

async function main() {
  const url = await freshDatabase();
  const servers = await startServers(url);
  try {
    await runAll(url, servers);
  } finally {
    servers.child.send('close');
  }
}

async function runAll(url: string, servers: Servers) {
  const appUrl = servers.app;
  const bareUrl = servers.bare;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await seed(pool);

  const { headers: auth, userId } = await signIn(appUrl, 'traveller42@bench.test');
  const user = { _id: userId };
  await seedTrips(pool, user._id);
  const groupTrip = await seedExpenses(pool, user._id);
  const { tripId: weekTrip, day } = await seedTripWorkload(pool, user._id);
  // The same trip again, for the expenses the bench adds; and one a hundred times larger.
  const { tripId: spendingTrip } = await seedTripWorkload(pool, user._id);
  const { tripId: bigTrip, day: bigDay } = await seedTripWorkload(pool, user._id, 100);
  await pool.query('analyze');

  const only = process.env.BENCH_ONLY;
  /** The 100x trip read right after each change `update` makes to one of its rows (measureAfterChange). */
  const afterChange = (name: string, what: string, update: string, browser = false) =>
    [
      name,
      () =>
        measureAfterChange(
          `GET /api/trips/:id (100x) right after ${what} changed (1 connection${browser ? ', compressed' : ''})`,
          // As the bench's other reads are, not compressed; or as a browser asks for it.
          {
            url: `${appUrl}/api/trips/${bigTrip}`,
            headers: { ...auth, 'accept-encoding': browser ? 'gzip, deflate, br, zstd' : 'identity' },
          },
          () => pool.query(update, [bigTrip]),
          () => serverCpu(servers.child),
        ),
      null,
    ] as [string, () => Promise<Row>, null];
  const tripUrl = `${appUrl}/api/trips/${weekTrip}`;
  const pairs: [string, () => Promise<Row>, (() => Promise<Row>) | null][] = [
    [
      'me',
      () => measure(servers, 'GET /api/auth/me', `${appUrl}/api/auth/me`, auth),
      () => measure(servers, 'bare: select user by id', `${bareUrl}/user/${user._id}`),
    ],
    [
      'search',
      () =>
        measure(
          servers,
          'GET /api/users/search?query=traveller99',
          `${appUrl}/api/users/search?query=traveller99`,
          auth,
        ),
      () => measure(servers, 'bare: prefix search', `${bareUrl}/search?q=traveller99`),
    ],
    [
      'list',
      () =>
        measure(
          servers,
          'GET /api/trips?when=upcoming (5,000 trips)',
          `${appUrl}/api/trips?when=upcoming`,
          auth,
        ),
      () => measure(servers, 'bare: upcoming trips of one owner', `${bareUrl}/trips?owner=${user._id}`),
    ],
    [
      // The list is kept by its revision (migration 0036): this is the read right after a change.
      'list-rebuilt',
      () =>
        measure(
          servers,
          'GET /api/trips?when=upcoming, rebuilt on every read (PAGE_CACHE_MB=0)',
          `${servers.rebuilding}/api/trips?when=upcoming`,
          auth,
        ),
      null,
    ],
    [
      // The badges' progress reads every trip of the traveller (the destinations-in-30-days badge among them).
      'profile',
      () => measure(servers, 'GET /api/users/profile (5,000 trips)', `${appUrl}/api/users/profile`, auth),
      () => measure(servers, 'bare: upcoming trips of one owner', `${bareUrl}/trips?owner=${user._id}`),
    ],
    [
      'summary',
      () =>
        measure(
          servers,
          `GET /api/trips/:id/expenses/summary (${EXPENSES} expenses, ${PEOPLE} people)`,
          `${appUrl}/api/trips/${groupTrip}/expenses/summary`,
          auth,
        ),
      () => measure(servers, 'bare: expenses and shares of one trip', `${bareUrl}/expenses/${groupTrip}`),
    ],
    [
      'trip',
      () =>
        measure(
          servers,
          'GET /api/trips/:id (7 days, 30 items, 5+5+5, 10 expenses)',
          `${appUrl}/api/trips/${weekTrip}`,
          auth,
        ),
      () => measure(servers, 'bare: the same trip as one JSON statement', `${bareUrl}/trip/${weekTrip}`),
    ],
    [
      // The trip's page is kept by revision (lib/page-cache.ts): this is the read right after a change.
      'trip-rebuilt',
      () =>
        measure(
          servers,
          'GET /api/trips/:id, rebuilt on every read (PAGE_CACHE_MB=0)',
          `${servers.rebuilding}/api/trips/${weekTrip}`,
          auth,
        ),
      null,
    ],
    [
      'day',
      () =>
        measure(
          servers,
          'GET /api/trips/:id/days/:date (that trip, one day)',
          `${appUrl}/api/trips/${weekTrip}/days/${day}`,
          auth,
        ),
      () =>
        measure(
          servers,
          'bare: the same day as one JSON statement',
          `${bareUrl}/trip/${weekTrip}/day/${day}`,
        ),
    ],
    [
      'revisit',
      async () =>
        measureRequest(
          'GET /api/trips/:id again, If-None-Match (304)',
          {
            url: tripUrl,
            headers: { ...auth, 'if-none-match': await entityTag(tripUrl, auth) },
            status: 304,
          },
          () => serverCpu(servers.child),
        ),
      null,
    ],
    [
      'expense',
      async () => {
        const request: Request = {
          url: `${appUrl}/api/trips/${spendingTrip}/expenses`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: await expenseBody(appUrl, spendingTrip, auth, day),
          connections: WRITE_CONNECTIONS,
          status: 201,
          changeKey: true,
        };
        return measureRequest(
          `POST /api/trips/:id/expenses (${WRITE_CONNECTIONS} connections, an Idempotency-Key each)`,
          request,
          () => serverCpu(servers.child),
        );
      },
      null,
    ],
    [
      'big',
      () =>
        measure(
          servers,
          'GET /api/trips/:id (100x: 3,000 items, 500+500+500, 1,000 expenses)',
          `${appUrl}/api/trips/${bigTrip}`,
          auth,
        ),
      () => measure(servers, 'bare: the same trip as one JSON statement', `${bareUrl}/trip/${bigTrip}`),
    ],
    [
      'big-rebuilt',
      () =>
        measure(
          servers,
          'GET /api/trips/:id (100x), rebuilt on every read (PAGE_CACHE_MB=0)',
          `${servers.rebuilding}/api/trips/${bigTrip}`,
          auth,
        ),
      null,
    ],
    // Someone edits the big trip: each read follows a change to one of its places (its plan's part is
    // read again, the rest of the page kept), to one of its expenses (the costs' part) or to a tip.
    ...CHANGES.map(([name, what, update]) => afterChange(name, what, update)),
    afterChange('big-place-browser', 'a place', CHANGES[0][2], true),
    [
      'bigday',
      () =>
        measure(
          servers,
          'GET /api/trips/:id/days/:date (the 100x trip, one day)',
          `${appUrl}/api/trips/${bigTrip}/days/${bigDay}`,
          auth,
        ),
      () =>
        measure(
          servers,
          'bare: the same day as one JSON statement',
          `${bareUrl}/trip/${bigTrip}/day/${bigDay}`,
        ),
    ],
    // Last: it tops the platform up to 100,000 accounts, which the figures above are not measured with.
    [
      'stats',
      async () => {
        const { headers: adminAuth } = await signIn(appUrl, await seedAdminWorkload(pool));
        return measure(
          servers,
          `GET /api/admin/stats (${ADMIN_USERS} users)`,
          `${appUrl}/api/admin/stats`,
          adminAuth,
        );
      },
      () => measure(servers, 'bare: the same figures as one statement', `${bareUrl}/stats`),
    ],
  ];
  const results: [string, Row, Row | null][] = [];
  for (const [name, ours, bare] of pairs) {
    if (only && !only.split(',').includes(name)) continue;
    results.push([name, await ours(), bare && !process.env.BENCH_NO_BARE ? await bare() : null]);
  }
  console.log(
    `\n${USERS} users, ${DURATION} s per run, ${CONNECTIONS} connections, ${os.cpus().length} cores, ` +
      `CPU = server process time ÷ requests\n`,
  );
  for (const [name, ours, baseline] of results) {
    console.log(line(ours));
    if (name in TARGETS) console.log(verdict(ours, TARGETS[name as FigureName]));
    if (baseline) {
      console.log(line(baseline));
      console.log(
        `${'ratio (ours / bare)'.padEnd(58)} req/s ${(ours.rps / baseline.rps).toFixed(2)}  CPU ${(ours.cpu / baseline.cpu).toFixed(2)}`,
      );
    }
    console.log('');
  }
  await pool.end();
}

await main();
