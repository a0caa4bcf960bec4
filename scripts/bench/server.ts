/**
 * The bench's server process: the real app and the bare Fastify + pg routes, each on its own port, in a
 * process of their own so that `process.cpuUsage()` counts the server's work and not autocannon's. The
 * parent asks for the CPU time used so far over IPC before and after each run.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { bareRoutes } from './bare';

const url = process.env.BENCH_TARGET_URL!;
const database = await openDatabase({ kind: 'postgres', url });
const config = loadConfig({
  DATABASE_URL: url,
  JWT_SECRET: process.env.BENCH_JWT_SECRET!,
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'trilha-bench'),
  WEB_DIST_DIR: path.join(os.tmpdir(), 'trilha-bench-no-web'),
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
// The same app keeping no pages (PAGE_CACHE_MB=0): what every read costs right after a change.
const rebuilding = await buildApp({ config: { ...config, pageCacheMb: 0 }, database, logger: false });
await rebuilding.listen({ port: 0, host: '127.0.0.1' });

const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = Fastify();
await bare.register(bareRoutes, { pool });
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof app.server) => (server.address() as AddressInfo).port;
process.on('message', async (message: string) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message === 'close') {
    await app.close();
    await rebuilding.close();
    await bare.close();
    await pool.end();
    await database.close();
    process.exit(0);
  }
});
process.send!({ app: port(app.server), rebuilding: port(rebuilding.server), bare: port(bare.server) });
