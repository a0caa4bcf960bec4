import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../src/db/client';
import { newId } from '../src/lib/ids';

/** An empty migrated database for one test file: a copy of the run's template, or an emptied one (PGlite). */
export async function openTestDatabase(onQuery?: (query: string) => void): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `trilha_test_${newId().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: fileUrl.toString(), onQuery });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const pglite = await takePglite();
  const handle = await pgliteHandle(pglite, onQuery);
  let given: Promise<void> | undefined;
  // Closing twice must not hand the same instance to two later files.
  return { ...handle, close: () => (given ??= giveBack(pglite)) };
}

/**
 * PGlite instances this worker started from the template and got back emptied. Starting one (loading the
 * 40 MB migrated data folder into WASM) costs most of a second on an idle machine and several on a busy
 * one; emptying one costs tens of milliseconds. A worker runs its files one after another and keeps this
 * module loaded (isolate: false), so a file usually gets the instance the previous file closed, emptied.
 * Files that need their own process start each with none, as before.
 */
const spare: PGlite[] = [];
/** A file that holds several databases at once gives them all back; a few are worth keeping. */
const SPARE_KEPT = 2;
/** What the template's tables and columns look like; an instance whose schema differs is not reused. */
const fingerprints = new WeakMap<PGlite, string>();

async function takePglite(): Promise<PGlite> {
  const reused = spare.pop();
  if (reused) return reused;
  const tarball = readFileSync(inject('pgliteTemplate'));
  const { pglite } = await openDatabase({ kind: 'pglite', fsync: false, loadDataDir: new Blob([tarball]) });
  fingerprints.set(pglite!, await schemaFingerprint(pglite!));
  return pglite!;
}

/** Empties the instance for the next file, or closes it when it cannot be made like the template again. */
async function giveBack(pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  try {
    // Rows, sequences and session state (settings, prepared statements, locks) all go back to the
    // template's; a file that changed the schema itself leaves an instance no later file may start from.
    const tables = await pglite.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    await pglite.exec(`TRUNCATE ${tables.rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`);
    // On its own: several statements in one string form a transaction block, where DISCARD cannot run.
    await pglite.exec('DISCARD ALL');
    if (spare.length < SPARE_KEPT && (await schemaFingerprint(pglite)) === fingerprints.get(pglite)) {
      spare.push(pglite);
      return;
    }
  } catch {
    // Left mid-transaction or broken: start the next file from the template instead.
  }
  await pglite.close();
}

async function schemaFingerprint(pglite: PGlite): Promise<string> {
  // Tables, indexes, sequences and their columns; constraints (a test adds one to make inserts fail),
  // triggers, and functions, types and policies outside the system schemas.
  const { rows } = await pglite.query<{ fingerprint: string }>(`
    WITH items AS (
      SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':'
        || coalesce(a.atttypid::text, '') || ':' || coalesce(a.attnotnull::text, '') AS item
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      UNION ALL
      SELECT 'constraint:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL
      SELECT 'trigger:' || tgrelid::regclass::text || ':' || tgname FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL
      SELECT 'function:' || oid::regprocedure::text FROM pg_proc
      WHERE pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL
      SELECT 'type:' || oid::regtype::text FROM pg_type
      WHERE typnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace)
      UNION ALL
      SELECT 'policy:' || polrelid::regclass::text || ':' || polname FROM pg_policy
    )
    SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM items`);
  return rows[0]!.fingerprint;
}

/**
 * A database that outlives the handles opened on it: a restart closes one handle and opens another on
 * the same PostgreSQL database or the same PGlite data folder. `dispose` removes it at the end.
 */
export async function reopenableTestDatabase(): Promise<{
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}> {
  if (process.env.TEST_DATABASE_URL && inject('postgresTemplate')) {
    const owner = await openTestDatabase();
    return {
      open: () => openDatabase({ kind: 'postgres', url: owner.url! }),
      dispose: () => owner.close(),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-reopen-'));
  let first = true;
  return {
    open() {
      // The first handle unpacks the migrated template into the folder; later ones find it there.
      const loadDataDir = first ? new Blob([readFileSync(inject('pgliteTemplate'))]) : undefined;
      first = false;
      return openDatabase({ kind: 'pglite', dataDir, fsync: false, loadDataDir });
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
