import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import type { Config } from '../config/env';
import { migrationsDir } from '../lib/paths';
import { seedPgliteDataFolder } from './pglite-seed';
import { canRunIn, CLUSTER_FOLDER, startEmbeddedPostgres } from './embedded-postgres';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository takes either the database or a transaction it is part of. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * Where a trip's page statements run (trip-parts.repository.ts), when not on `db`: PostgreSQL connections
   * of their own that keep one plan per statement (see PAGE_STATEMENTS_SETTINGS).
   */
  pages?: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL run by this server in its data folder (db/embedded-postgres.ts). */
  embedded?: boolean;
  /** The PGlite instance when embedded (backups use it). */
  pglite?: PGlite;
  /** The PostgreSQL URL when scaled (live notifications LISTEN on a connection of their own). */
  url?: string;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

/**
 * The settings of the connections a trip's pages are read on. A page's statement is one large prepared
 * statement (every part of the page, each behind a test of what changed). Left to choose, PostgreSQL plans
 * it again on every run: a plan for the values at hand looks far cheaper than the one plan for any values,
 * whose estimate counts every part as read in full (with a trip of thousands of expenses among the trips,
 * as many for each), though a run reads almost none of them. Planning it took 11-19 ms of the database's
 * time per read, running it 0.1 ms. Kept to these connections: other statements keep PostgreSQL's choice.
 */
export const PAGE_STATEMENTS_SETTINGS = '-c plan_cache_mode=force_generic_plan';
// An arbitrary constant: every instance migrating at once waits on the same advisory lock.
const MIGRATION_LOCK_KEY = 7_245_112_801;

/** Called with every SQL statement the app sends (tests count them). */
type QueryListener = (query: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded-postgres'; dataDir: string }
  | { kind: 'pglite'; dataDir?: string; fsync: boolean; loadDataDir?: Blob }
) & { onQuery?: QueryListener };

/**
 * PGlite starts with fsync off (`-F`); durability asks for it on unless told otherwise. Its 128 MB of
 * shared buffers are all touched at start, so they are resident for the process's life: 16 MB (2,048
 * pages) holds a self-hosted instance's working set, and what misses is one read from the OS cache.
 */
function pgliteStartParams(defaults: string[], fsync: boolean): string[] {
  const params = fsync ? defaults.filter((param) => param !== '-F') : defaults;
  return [...params, '-c', 'shared_buffers=16MB'];
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'embedded-postgres') {
    const server = await startEmbeddedPostgres(options.dataDir);
    try {
      const handle = await openDatabase({ kind: 'postgres', url: server.url, onQuery: options.onQuery });
      return {
        ...handle,
        embedded: true,
        async close() {
          await handle.close();
          await server.stop();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  if (options.kind === 'postgres') {
    // A server that takes connections but never answers fails a request after 5 s instead of holding it.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool; left
    // unhandled it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const pagePool = new pg.Pool({
      connectionString: options.url,
      max: 5,
      connectionTimeoutMillis: 5000,
      options: PAGE_STATEMENTS_SETTINGS,
    });
    pagePool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    await migratePostgres(options.url);
    const logger = queryLogger(options.onQuery);
    return {
      db: drizzlePg(pool, { schema, casing, logger }),
      pages: drizzlePg(pagePool, { schema, casing, logger }),
      kind: 'postgres',
      url: options.url,
      close: async () => {
        await Promise.all([pool.end(), pagePool.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pgData = options.dataDir ? path.join(options.dataDir, PGLITE_FOLDER) : undefined;
  if (pgData && !options.loadDataDir) seedPgliteDataFolder(pgData);
  // PGlite and its drizzle driver load only here: a server on PostgreSQL (embedded or not) never holds them.
  const { PGlite } = await import('@electric-sql/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const pglite = new PGlite({
    dataDir: pgData,
    loadDataDir: options.loadDataDir,
    startParams: pgliteStartParams(PGlite.defaultStartParams, options.fsync),
  });
  const handle = await pgliteHandle(pglite, options.onQuery);
  const logger = queryLogger(options.onQuery);
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  await migratePglite(drizzlePglite(pglite, { casing, logger }), { migrationsFolder: migrationsDir });
  return handle;
}

/** The app's view of an open PGlite instance (tests reuse one instance across several handles). */
export async function pgliteHandle(pglite: PGlite, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  return {
    db: drizzlePglite(pglite, { schema, casing, logger: queryLogger(onQuery) }),
    kind: 'pglite',
    pglite,
    async close() {
      if (pglite.closed) return;
      await pglite.exec('CHECKPOINT');
      await pglite.close();
    },
  };
}

const queryLogger = (onQuery?: QueryListener) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { casing }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** The PGlite database's folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'db';

/**
 * Which database runs inside the data folder when DATABASE_URL is not set. A folder keeps the one it
 * already holds (switching would leave its data behind); a new folder gets PostgreSQL where npm installed
 * its binaries and it may run there (as root, the `nobody` user must reach the folder), PGlite otherwise.
 * EMBEDDED_DATABASE=postgres or pglite asks for one.
 */
export async function embeddedDatabaseOf(
  dataDir: string,
  wanted: 'auto' | 'postgres' | 'pglite',
): Promise<'embedded-postgres' | 'pglite'> {
  const holds = (folder: string) => existsSync(path.join(dataDir, folder, 'PG_VERSION'));
  if (wanted === 'pglite') return 'pglite';
  if (wanted === 'postgres') return 'embedded-postgres';
  if (holds(CLUSTER_FOLDER)) return 'embedded-postgres';
  if (holds(PGLITE_FOLDER)) return 'pglite';
  return (await canRunIn(dataDir)) ? 'embedded-postgres' : 'pglite';
}

/** The database the configuration names: DATABASE_URL's PostgreSQL, or the one inside DATA_DIR. */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDatabase' | 'pgliteFsync'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  return (await embeddedDatabaseOf(config.dataDir, config.embeddedDatabase)) === 'embedded-postgres'
    ? openDatabase({ kind: 'embedded-postgres', dataDir: config.dataDir })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir, fsync: config.pgliteFsync });
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations the database has applied (drizzle's own record of them). */
export async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  // Both drivers answer { rows }; the generic database type does not say so.
  return (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
}
