import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { newId } from '../src/lib/ids';

/** A fresh database for one test file, copied from the run's migrated template. */
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
  const tarball = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', fsync: false, loadDataDir: new Blob([tarball]), onQuery });
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
