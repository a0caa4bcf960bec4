import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { buildApp } from '../app';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo-data';

/** `npm run demo`: fills a fresh database (embedded or DATABASE_URL) with the demo data set. */
async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir, fsync: config.pgliteFsync });
  // Rates would be fetched for nothing: every demo expense is in its trip's currency.
  const app = await buildApp({
    config: { ...config, exchangeRatesUrl: undefined },
    database,
    logger: false,
    jobs: false,
  });
  try {
    await seedDemo(app);
    console.log(`Demo data ready. Every account's password is "${DEMO_PASSWORD}":`);
    for (const person of Object.values(DEMO_PEOPLE)) console.log(`  ${person.email}  (${person.name})`);
  } catch (error) {
    console.error(`The demo needs a fresh, empty database: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    release();
  }
}

void main();
