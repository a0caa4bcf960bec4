import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_FOLDER } from './client';
import { canRunIn, CLUSTER_FOLDER } from './embedded-postgres';

/** Rows read from PGlite and written to PostgreSQL at a time: bounded memory whatever a table's size. */
const BATCH_ROWS = 2_000;

export interface MovedTable {
  table: string;
  rows: number;
}

export interface MoveResult {
  tables: MovedTable[];
  /** Where the PGlite folder now is, kept until its owner deletes it. */
  keptPglite: string;
}

export class MoveRefusedError extends Error {}

/** `"name"`, for table and column names read from the catalog. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Moves a data folder's PGlite database into the embedded PostgreSQL (db/embedded-postgres.ts), for folders
 * made before it was the default: the same migrations make the same tables there, then every table's rows
 * are copied as JSON, batch by batch, with foreign keys unchecked while they load (a table may refer to one
 * copied after it), and the sequences follow. The cluster is built in a folder of its own and renamed into
 * place only when every table holds as many rows as in PGlite, so a failure leaves the folder on PGlite as
 * it was. The PGlite folder is renamed, not deleted. The server must be stopped (the caller holds the
 * data folder's lock).
 */
export async function movePgliteToPostgres(
  dataDir: string,
  progress: (table: MovedTable) => void = () => {},
): Promise<MoveResult> {
  const pgliteFolder = path.join(dataDir, PGLITE_FOLDER);
  if (existsSync(path.join(dataDir, CLUSTER_FOLDER, 'PG_VERSION'))) {
    throw new MoveRefusedError(`${dataDir} already runs the embedded PostgreSQL.`);
  }
  if (!existsSync(path.join(pgliteFolder, 'PG_VERSION'))) {
    throw new MoveRefusedError(`${dataDir} holds no PGlite database to move.`);
  }
  if (!(await canRunIn(dataDir))) {
    throw new MoveRefusedError(
      'The embedded PostgreSQL cannot run here (no binaries for this platform, or, as root, the `nobody` ' +
        'user cannot reach the data folder).',
    );
  }

  const staging = path.join(dataDir, '.moving-to-postgres');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o755 });
  const source = await openDatabase({ kind: 'pglite', dataDir, fsync: true });
  try {
    // Opening runs the migrations, so both databases end at the same schema.
    const target = await openDatabase({ kind: 'embedded-postgres', dataDir: staging });
    let tables: MovedTable[];
    try {
      tables = await copyEverything(source.pglite!, target.url!, progress);
    } finally {
      await target.close();
    }
    const keptPglite = path.join(
      dataDir,
      `${PGLITE_FOLDER}-pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    await source.close();
    renameSync(path.join(staging, CLUSTER_FOLDER), path.join(dataDir, CLUSTER_FOLDER));
    renameSync(pgliteFolder, keptPglite);
    return { tables, keptPglite };
  } finally {
    await source.close();
    rmSync(staging, { recursive: true, force: true });
  }
}

async function copyEverything(
  source: PGlite,
  url: string,
  progress: (table: MovedTable) => void,
): Promise<MovedTable[]> {
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const { rows: tableRows } = await source.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const moved: MovedTable[] = [];
    await target.query('begin');
    // Foreign keys (and any trigger) stay unchecked while tables load in whatever order: the rows were
    // consistent in PGlite and are copied whole.
    await target.query(`set local session_replication_role = replica`);
    for (const { name } of tableRows) {
      const rows = await copyTable(source, target, name);
      const copied = await target.query<{ n: string }>(`select count(*) as n from public.${quoted(name)}`);
      if (Number(copied.rows[0]!.n) !== rows) {
        throw new Error(`${name}: ${rows} rows in PGlite, ${copied.rows[0]!.n} in PostgreSQL`);
      }
      moved.push({ table: name, rows });
      progress({ table: name, rows });
    }
    await copySequences(source, target);
    await target.query('commit');
    return moved;
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
}

/** One table's rows, through a cursor on PGlite (one snapshot, no ordering needed); answers how many. */
async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<number> {
  // Generated columns are computed again by PostgreSQL; identity columns keep their values.
  const { rows: columnRows } = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  if (columnRows.length === 0) throw new Error(`${table}: no such table after PostgreSQL's migrations`);
  const columns = columnRows.map((column) => quoted(column.name)).join(', ');
  const insert =
    `insert into public.${quoted(table)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::public.${quoted(table)}, $1::json)`;
  let total = 0;
  await source.transaction(async (tx: Transaction) => {
    await tx.query(
      `declare moving no scroll cursor for select row_to_json(t)::text as row from public.${quoted(table)} t`,
    );
    for (;;) {
      const batch = await tx.query<{ row: string }>(`fetch ${BATCH_ROWS} from moving`);
      if (batch.rows.length === 0) break;
      await target.query(insert, [`[${batch.rows.map((r) => r.row).join(',')}]`]);
      total += batch.rows.length;
    }
    await tx.query('close moving');
  });
  return total;
}

/** Each sequence continues where it was in PGlite. */
async function copySequences(source: PGlite, target: pg.Client): Promise<void> {
  const { rows } = await source.query<{ name: string; last: string | null }>(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, last } of rows) {
    if (last !== null)
      await target.query(`select setval($1, $2::bigint, true)`, [`public.${quoted(name)}`, last]);
  }
}
