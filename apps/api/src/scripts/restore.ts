import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';

/** `npm run restore <file>`: loads a dump made by `npm run backup` into an empty database. */
async function restore() {
  const source = process.argv[2];
  if (!source || !existsSync(source)) throw new Error('Usage: npm run restore -- <backup file>');
  const config = loadConfig();
  if (config.databaseUrl) {
    const args = ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, source];
    const result = spawnSync('pg_restore', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('pg_restore failed');
  } else {
    const dbDir = path.join(config.dataDir, 'db');
    if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
      throw new Error(`${dbDir} is not empty: move it aside before restoring into it.`);
    }
    const release = lockDataDir(config.dataDir);
    try {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: config.dataDir,
        fsync: true,
        loadDataDir: new Blob([readFileSync(source)]),
      });
      await database.close();
    } finally {
      release();
    }
  }
  console.log(`Restored from ${source}`);
}

restore().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
