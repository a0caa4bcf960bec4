import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { embeddedDatabaseOf, openDatabase } from '../db/client';
import { archiveCluster } from '../db/embedded-postgres';
import { lockDataDir } from '../lib/data-dir-lock';

/**
 * `npm run backup [file]`: a consistent dump. PostgreSQL through pg_dump (custom format); the embedded
 * PostgreSQL as its cluster folder, the embedded PGlite through its dumpDataDir. Both embedded ones need
 * the folder to themselves, so stop the server first.
 */
async function backup() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(
    process.argv[2] ?? path.join('backups', `trilha-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`),
  );
  mkdirSync(path.dirname(target), { recursive: true });
  if (config.databaseUrl) {
    const result = spawnSync('pg_dump', ['--format=custom', `--file=${target}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('pg_dump failed (is the PostgreSQL client installed?)');
  } else {
    const release = lockDataDir(config.dataDir);
    try {
      if ((await embeddedDatabaseOf(config.dataDir, config.embeddedDatabase)) === 'embedded-postgres') {
        await archiveCluster(config.dataDir, target);
      } else {
        const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, fsync: true });
        const dump = await database.pglite!.dumpDataDir('gzip');
        writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
        await database.close();
      }
    } finally {
      release();
    }
  }
  console.log(`Backup written to ${target}`);
}

backup().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
