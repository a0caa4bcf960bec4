import { loadConfig } from '../config/env';
import { openConfiguredDatabase } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { DEMO_PASSWORD, demoAccountLines, DemoRefusedError, runDemo } from './demo-data';

/** `npm run demo`: fills a fresh database (embedded or DATABASE_URL) with the demo data set. */
async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openConfiguredDatabase(config);
  try {
    const { accounts } = await runDemo(database, config);
    console.log(`Demo data ready. Every account's password is "${DEMO_PASSWORD}":`);
    for (const line of demoAccountLines(accounts)) console.log(line);
  } catch (error) {
    console.error(
      error instanceof DemoRefusedError
        ? error.message
        : `The demo could not be created and nothing of it was kept: ${(error as Error).message}`,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
    release();
  }
}

void main();
