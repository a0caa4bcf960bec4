import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { pgliteTemplateFile } from '../lib/paths';

/**
 * Run by the build: migrates an empty PGlite database in memory and dumps its data folder, from which
 * every new embedded data folder then starts (see openDatabase). Written beside and renamed, so a
 * build cut short never leaves half a template.
 */
async function writeTemplate() {
  const database = await openDatabase({ kind: 'pglite', fsync: false });
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.pglite!.close();
  mkdirSync(path.dirname(pgliteTemplateFile), { recursive: true });
  const partial = `${pgliteTemplateFile}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, pgliteTemplateFile);
}

writeTemplate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
