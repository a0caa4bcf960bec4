import { readFileSync } from 'node:fs';
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
