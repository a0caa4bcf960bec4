import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { seedPgliteDataFolder } from './pglite-seed';

let folder: string;
let template: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-seed-'));
  template = path.join(folder, 'template.tar.gz');
  const database = await openDatabase({ kind: 'pglite', fsync: false });
  await database.pglite!.exec(
    "create table seeded (note text); insert into seeded values ('from the template')",
  );
  const dump = await database.pglite!.dumpDataDir('gzip');
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  await database.pglite!.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a new embedded data folder', () => {
  it('starts as a copy of the template, migrated, with nothing left half-written', async () => {
    const dataDir = path.join(folder, 'new');
    expect(seedPgliteDataFolder(path.join(dataDir, 'db'), template)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['db']);
    const database = await openDatabase({ kind: 'pglite', dataDir, fsync: true });
    try {
      expect((await database.pglite!.query('select note from seeded')).rows).toEqual([
        { note: 'from the template' },
      ]);
    } finally {
      await database.close();
    }
  });

  it('leaves a folder that holds anything, and runs without a template', () => {
    const pgData = path.join(folder, 'used', 'db');
    mkdirSync(pgData, { recursive: true });
    writeFileSync(path.join(pgData, 'PG_VERSION'), '17\n');
    expect(seedPgliteDataFolder(pgData, template)).toBe(false);
    expect(readdirSync(pgData)).toEqual(['PG_VERSION']);
    expect(seedPgliteDataFolder(path.join(folder, 'none', 'db'), path.join(folder, 'missing.tar.gz'))).toBe(
      false,
    );
    expect(existsSync(path.join(folder, 'none'))).toBe(false);
  });
});
