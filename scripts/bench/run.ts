/**
 * `npm run bench`: autocannon against the real app on a seeded PostgreSQL database, beside a bare
 * Fastify + pg route running the same query. Prints req/s, p50 and p99 per endpoint and the ratio of
 * our throughput to the bare route's: the figure to watch.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'trilha_bench';
const USERS = 10_000;
const TRIPS = 5_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
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

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 20, duration: DURATION });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx,
  };
}

async function main() {
  const url = await freshDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  const config = loadConfig({
    DATABASE_URL: url,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'trilha-bench'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'trilha-bench-no-web'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await seed(pool);
  const bare = Fastify();
  bare.get<{ Params: { id: string } }>('/user/:id', async (req) => {
    const { rows } = await pool.query('select * from users where id = $1', [req.params.id]);
    return rows[0];
  });
  bare.get<{ Querystring: { owner: string } }>('/trips', async (req) => {
    const { rows } = await pool.query(
      `select * from trips where owner_id = $1 and end_date >= current_date and start_date >= current_date - 366
       order by start_date, id limit 51`,
      [req.query.owner],
    );
    return rows;
  });
  bare.get<{ Querystring: { q: string } }>('/search', async (req) => {
    const prefix = `${req.query.q}%`;
    const { rows } = await pool.query(
      `select id, name, email from users where status = 'active' and (email like $1 or lower(name) like $1)
       order by name limit 10`,
      [prefix],
    );
    return rows;
  });
  bare.get<{ Params: { id: string } }>('/expenses/:id', async (req) => {
    const { rows } = await pool.query(
      `select e.*, s.participant_id, s.share_minor from expenses e
       join expense_shares s on s.expense_id = e.id where e.trip_id = $1 order by e.date, e.id, s.position`,
      [req.params.id],
    );
    return { count: rows.length };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'traveller42@bench.test', password: 'bench password' }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const auth = { authorization: `Bearer ${token}` };
  await seedTrips(pool, user._id);
  const groupTrip = await seedExpenses(pool, user._id);

  const pairs = [
    [
      await measure('GET /api/auth/me', `${appUrl}/api/auth/me`, auth),
      await measure('bare: select user by id', `${bareUrl}/user/${user._id}`),
    ],
    [
      await measure(
        'GET /api/users/search?query=traveller99',
        `${appUrl}/api/users/search?query=traveller99`,
        auth,
      ),
      await measure('bare: prefix search', `${bareUrl}/search?q=traveller99`),
    ],
    [
      await measure('GET /api/trips?when=upcoming (5,000 trips)', `${appUrl}/api/trips?when=upcoming`, auth),
      await measure('bare: upcoming trips of one owner', `${bareUrl}/trips?owner=${user._id}`),
    ],
    [
      await measure(
        `GET /api/trips/:id/expenses/summary (${EXPENSES} expenses, ${PEOPLE} people)`,
        `${appUrl}/api/trips/${groupTrip}/expenses/summary`,
        auth,
      ),
      await measure('bare: expenses and shares of one trip', `${bareUrl}/expenses/${groupTrip}`),
    ],
  ];
  console.log(`\n${USERS} users, ${DURATION} s per run, 20 connections, ${os.cpus().length} cores\n`);
  for (const [ours, baseline] of pairs) {
    for (const row of [ours!, baseline!]) {
      console.log(
        `${row.label.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  non-2xx ${row.errors}`,
      );
    }
    console.log(`${'ratio (ours / bare)'.padEnd(44)} ${(ours!.rps / baseline!.rps).toFixed(2)}\n`);
  }
  await app.close();
  await bare.close();
  await pool.end();
  await database.close();
}

await main();
