import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { appliedMigrations, openConfiguredDatabase } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { migrationsDir } from '../lib/paths';

/**
 * `npm run db:migrate` (in the image: `node apps/api/dist/scripts/migrate.js`): applies the migrations this
 * version brings and exits without serving, for an upgrade done ahead of a rollout. Every server also
 * migrates at start (instances wait on one advisory lock), so this step is optional. An embedded database
 * needs its data folder to itself: stop the server first.
 */
async function migrate() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openConfiguredDatabase(config);
    try {
      const applied = await appliedMigrations(database.db);
      const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      const latest = journal.entries.at(-1)?.tag ?? 'none';
      console.log(`Database up to date: ${applied} migrations applied, the latest ${latest}.`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
