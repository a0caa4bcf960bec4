/**
 * `npm run bench:embedded`: the trip and its day on the embedded database (PGlite), which is what
 * `npm ci && npm start` runs. The built server (`npm run build` first) starts in its own process on a data
 * folder seeded with the same trip as `npm run bench`; autocannon drives it, and the CPU time per request
 * is the server process's own (read from /proc, so Linux only).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { seedTripWorkload } from './workload';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const TRAVELLERS = 50;

/** The bench's trip, its owner and two people it is shared with, written straight into the data folder. */
async function seed(dataDir: string): Promise<{ tripId: string; day: string }> {
  const database = await openDatabase({ kind: 'pglite', dataDir, fsync: false });
  if (database.kind !== 'pglite') throw new Error('expected the embedded database');
  try {
    const { pglite } = database;
    await pglite.query(
      `insert into users (id, name, email, password_hash)
       select gen_random_uuid(), 'Traveller ' || i, 'traveller' || i || '@bench.test', $1
       from generate_series(1, $2) as i`,
      [await hashPassword('bench password'), TRAVELLERS],
    );
    const { rows } = await pglite.query<{ id: string }>(
      `select id from users where email = 'traveller42@bench.test'`,
    );
    // PGlite answers `query(text, params)` with `{rows}` as pg does: the bench's seeding runs on it as is.
    return await seedTripWorkload(pglite as unknown as pg.Pool, rows[0]!.id);
  } finally {
    await database.close();
  }
}

/** The process's user + system CPU time so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
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
  const { tripId, day } = await seed(dataDir);
  const server = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitUntilReady(base);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traveller42@bench.test', password: 'bench password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    console.log(`\nembedded database (PGlite), ${DURATION} s per run, ${CONNECTIONS} connections\n`);
    for (const [label, url] of [
      ['GET /api/trips/:id (7 days, 30 items, 5+5+5, 10 expenses)', `${base}/api/trips/${tripId}`],
      ['GET /api/trips/:id/days/:date (that trip, one day)', `${base}/api/trips/${tripId}/days/${day}`],
    ] as const) {
      const probe = await fetch(url, { headers });
      if (!probe.ok) throw new Error(`${label}: ${probe.status} ${await probe.text()}`);
      await autocannon({ url, headers, connections: 4, duration: 1 });
      const before = cpuMs(server.pid!);
      const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
      const cpu = (cpuMs(server.pid!) - before) / Math.max(1, result.requests.total);
      console.log(
        `${label.padEnd(58)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ` +
          `${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
          `CPU ${cpu.toFixed(2).padStart(6)} ms/req  errors ${result.non2xx + result.errors + result.timeouts}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
