import { loadConfig } from '../config/env';
import { restoreBackup } from './restore-backup';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

/** `npm run restore -- <file> [--force]`: see restore-backup.ts. */
async function restore() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--')) throw new Error(USAGE);
  const config = loadConfig();
  await restoreBackup(files[0]!, { databaseUrl: config.databaseUrl, dataDir: config.dataDir }, force);
  console.log(`Restored from ${files[0]}`);
}

restore().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
