import { loadConfig } from '../config/env';
import { movePgliteToPostgres } from '../db/pglite-to-postgres';
import { lockDataDir } from '../lib/data-dir-lock';

/**
 * `npm run move-to-postgres`: moves a data folder made before the embedded PostgreSQL was the default off
 * PGlite (db/pglite-to-postgres.ts). Stop the server first; take a backup (`npm run backup`) if you like,
 * although the PGlite folder is kept, renamed, until you delete it.
 */
async function move() {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: this server does not use an embedded database.');
  const release = lockDataDir(config.dataDir);
  try {
    console.log(`Moving ${config.dataDir} from PGlite to the embedded PostgreSQL…`);
    const result = await movePgliteToPostgres(config.dataDir, ({ table, rows }) =>
      console.log(`  ${table}: ${rows} rows`),
    );
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Done: ${rows} rows in ${result.tables.length} tables. The server now starts on PostgreSQL ` +
        `(leave EMBEDDED_DATABASE unset or "auto"). The old PGlite folder is kept as ${result.keptPglite}: ` +
        'delete it once you are happy.',
    );
  } finally {
    release();
  }
}

move().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
