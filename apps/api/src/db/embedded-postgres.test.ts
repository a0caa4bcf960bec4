import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseOf, openDatabase } from './client';
import {
  archiveCluster,
  canRunIn,
  holdsCluster,
  startEmbeddedPostgres,
  unpackCluster,
} from './embedded-postgres';
import { users } from './schema';
import { newId } from '../lib/ids';

const root = mkdtempSync(path.join(os.tmpdir(), 'trilha-embedded-pg-'));
// As root, PostgreSQL runs as `nobody`, which must reach the data folders (mkdtemp makes the folder 0700).
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const dataFolder = () => path.join(root, `data-${(folders += 1)}`);

/** Runs statements one after the other on a connection of its own; answers the last one's `n`. */
async function run(url: string, ...statements: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let last: pg.QueryResult<{ n?: string }> | undefined;
    for (const statement of statements) last = await client.query<{ n?: string }>(statement);
    return Number(last?.rows[0]?.n);
  } finally {
    await client.end();
  }
}
const count = (url: string, sql: string) => run(url, sql);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** A server process (test/embedded-postgres-child.ts) writing acknowledged rows into `dataDir`. */
async function writingServer(dataDir: string) {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child = spawn(
    process.execPath,
    [
      '--import',
      tsx,
      fileURLToPath(new URL('../../test/embedded-postgres-child.ts', import.meta.url)),
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await expect.poll(() => out, { timeout: 30_000 }).toMatch(/acked 50\n/);
  const postgresPid = Number(/postgres (\d+)/.exec(out)![1]);
  return {
    postgresPid,
    async kill() {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      return Math.max(...[...out.matchAll(/acked (\d+)/g)].map((match) => Number(match[1])));
    },
  };
}

// The binaries are an optional dependency for the platforms PostgreSQL publishes them for; as root they
// run as `nobody`, which an install under /root cannot serve (the server then chooses PGlite).
const runnable = await canRunIn(root);

describe.runIf(runnable)('the embedded PostgreSQL', () => {
  it('makes its cluster in the data folder at the first start, and keeps it across restarts', async () => {
    const dataDir = dataFolder();
    const first = await openDatabase({ kind: 'embedded-postgres', dataDir });
    expect(first.embedded).toBe(true);
    expect(first.kind).toBe('postgres');
    const email = `kept-${newId()}@example.com`;
    await first.db.insert(users).values({ id: newId(), name: 'Kept', email, passwordHash: 'x' });
    await first.close();
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres.new'))).toBe(false);
    // PostgreSQL refuses root: as root the cluster belongs to `nobody`.
    if (process.getuid?.() === 0) expect(statSync(path.join(dataDir, 'postgres')).uid).not.toBe(0);

    const again = await openDatabase({ kind: 'embedded-postgres', dataDir });
    expect((await again.db.select().from(users)).map((row) => row.email)).toEqual([email]);
    await again.close();
  }, 60_000);

  it('keeps every acknowledged write when the server is killed, and no PostgreSQL outlives it', async () => {
    const dataDir = dataFolder();
    const server = await writingServer(dataDir);
    const acked = await server.kill();
    // With setpriv the kernel tells PostgreSQL its server died; without, the next start stops it.
    if (existsSync('/usr/bin/setpriv') || existsSync('/bin/setpriv')) {
      await expect.poll(() => alive(server.postgresPid), { timeout: 10_000 }).toBe(false);
    }
    const restarted = await startEmbeddedPostgres(dataDir);
    try {
      expect(await count(restarted.url, 'select count(*) as n from acked')).toBeGreaterThanOrEqual(acked);
      expect(await count(restarted.url, 'select max(id) as n from acked')).toBeGreaterThanOrEqual(acked);
    } finally {
      await restarted.stop();
    }
  }, 60_000);

  it('stops a PostgreSQL left running on its cluster before starting, and loses nothing it acknowledged', async () => {
    const dataDir = dataFolder();
    const leftover = await startEmbeddedPostgres(dataDir);
    const inserts = Array.from({ length: 20 }, (_, i) => `insert into acked values (${i + 1})`);
    await run(leftover.url, 'create table acked (id int primary key)', ...inserts);
    // As if its server had gone without stopping it (no parent-death signal reached it).
    const next = await startEmbeddedPostgres(dataDir);
    try {
      expect(next.stoppedLeftover).toBe(leftover.pid);
      expect(alive(leftover.pid)).toBe(false);
      expect(await count(next.url, 'select count(*) as n from acked')).toBe(20);
    } finally {
      await next.stop();
    }
  }, 60_000);

  it('backs up its cluster as a folder archive and restores it into another data folder', async () => {
    const dataDir = dataFolder();
    const database = await startEmbeddedPostgres(dataDir);
    await run(database.url, 'create table kept (id int)', 'insert into kept values (1), (2), (3)');
    await database.stop();

    const archive = path.join(root, 'backup.tar.gz');
    await archiveCluster(dataDir, archive);
    expect(holdsCluster(archive)).toBe(true);
    const restoredDir = dataFolder();
    unpackCluster(archive, restoredDir);
    const restored = await startEmbeddedPostgres(restoredDir);
    try {
      expect(await count(restored.url, 'select count(*) as n from kept')).toBe(3);
    } finally {
      await restored.stop();
    }
  }, 60_000);
});

describe('which database a data folder runs', () => {
  it('keeps the one a folder holds, gives a new folder PostgreSQL where it can, and follows EMBEDDED_DATABASE', async () => {
    const pgliteDir = dataFolder();
    mkdirSync(path.join(pgliteDir, 'db'), { recursive: true });
    writeFileSync(path.join(pgliteDir, 'db', 'PG_VERSION'), '17');
    expect(await embeddedDatabaseOf(pgliteDir, 'auto')).toBe('pglite');

    const clusterDir = dataFolder();
    mkdirSync(path.join(clusterDir, 'postgres'), { recursive: true });
    writeFileSync(path.join(clusterDir, 'postgres', 'PG_VERSION'), '18');
    expect(await embeddedDatabaseOf(clusterDir, 'auto')).toBe('embedded-postgres');

    const fresh = dataFolder();
    mkdirSync(fresh);
    expect(await embeddedDatabaseOf(fresh, 'auto')).toBe(runnable ? 'embedded-postgres' : 'pglite');
    expect(await embeddedDatabaseOf(fresh, 'pglite')).toBe('pglite');
    expect(await embeddedDatabaseOf(pgliteDir, 'postgres')).toBe('embedded-postgres');
  });
});
