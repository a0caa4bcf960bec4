import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, PGLITE_FOLDER } from '../db/client';
import { CLUSTER_FOLDER, holdsCluster, unpackCluster } from '../db/embedded-postgres';
import { lockDataDir } from '../lib/data-dir-lock';

export interface RestoreTarget {
  /** PostgreSQL (DATABASE_URL); the embedded database in `dataDir` otherwise. */
  databaseUrl?: string;
  dataDir: string;
}

/** The target holds data and `--force` was not given: nothing was changed. */
export class RestoreRefusedError extends Error {}

/**
 * A table of the target that has rows, if any. Empty tables do not count: a database the server has
 * already started on (and so migrated) is still a fine target; the migrations' own journal never counts.
 */
async function firstTableWithRows(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
          and table_schema not like 'pg\\_%'
        order by table_schema, table_name`,
    );
    for (const table of tables) {
      const name = `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`;
      const { rowCount } = await client.query(`select 1 from ${name} limit 1`);
      if (rowCount) return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
    }
    return undefined;
  } finally {
    await client.end();
  }
}

/** Loads a dump made by `npm run backup` into an empty database, or over a full one with `force`. */
export async function restoreBackup(source: string, target: RestoreTarget, force = false): Promise<void> {
  if (!existsSync(source)) throw new Error(`${source} does not exist.`);
  if (target.databaseUrl) {
    const database = decodeURIComponent(new URL(target.databaseUrl).pathname.slice(1)) || 'The database';
    const full = force ? undefined : await firstTableWithRows(target.databaseUrl);
    if (full) {
      throw new RestoreRefusedError(
        `${database} is not empty (${full} has rows): restore into an empty database, ` +
          'or add --force to replace what it holds.',
      );
    }
    const args = ['--clean', '--if-exists', '--no-owner', `--dbname=${target.databaseUrl}`, source];
    const result = spawnSync('pg_restore', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('pg_restore failed (is the PostgreSQL client installed?)');
    return;
  }
  // The embedded database is a folder: moving it aside keeps it, which --force would not. Either kind
  // of database in the folder refuses a restore, so a folder never ends up holding both.
  for (const folder of [PGLITE_FOLDER, CLUSTER_FOLDER]) {
    const dbDir = path.join(target.dataDir, folder);
    if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
      throw new RestoreRefusedError(`${dbDir} is not empty: move it aside before restoring into it.`);
    }
  }
  const release = lockDataDir(target.dataDir);
  try {
    if (holdsCluster(source)) {
      unpackCluster(source, target.dataDir);
      return;
    }
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: target.dataDir,
      fsync: true,
      loadDataDir: new Blob([readFileSync(source)]),
    });
    await database.close();
  } finally {
    release();
  }
}
