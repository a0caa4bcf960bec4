import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { newId } from '../lib/ids';
import { openTestDatabase } from '../../test/database';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

const dir = mkdtempSync(path.join(os.tmpdir(), 'trilha-restore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const addUser = async (database: DatabaseHandle, email: string) =>
  database.db.insert(users).values({ id: newId(), name: email, email, passwordHash: 'not-a-real-hash' });
const emails = async (database: DatabaseHandle) =>
  (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();

describe('npm run restore, embedded', () => {
  it('refuses a data folder whose database is not empty, and leaves it alone', async () => {
    const dataDir = path.join(dir, 'embedded');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17');
    const backup = path.join(dir, 'any.tar.gz');
    writeFileSync(backup, 'not read');
    for (const force of [false, true]) {
      await expect(restoreBackup(backup, { dataDir }, force)).rejects.toThrow(
        `${path.join(dataDir, 'db')} is not empty: move it aside before restoring into it.`,
      );
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run restore, PostgreSQL', () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  const fresh = async () => {
    const database = await openTestDatabase();
    opened.push(database);
    return database;
  };

  it('restores into an empty (even migrated) database, and refuses one with data unless --force', async () => {
    const source = await fresh();
    await addUser(source, 'kept@example.com');
    const backup = path.join(dir, 'trilha.dump');
    const dump = spawnSync('pg_dump', ['--format=custom', `--file=${backup}`, source.url!], {
      encoding: 'utf8',
    });
    expect(dump.stderr).toBe('');
    expect(dump.status).toBe(0);

    const target = await fresh();
    await restoreBackup(backup, { databaseUrl: target.url, dataDir: dir });
    expect(await emails(target)).toEqual(['kept@example.com']);

    await addUser(target, 'new@example.com');
    const name = new URL(target.url!).pathname.slice(1);
    const refused = restoreBackup(backup, { databaseUrl: target.url, dataDir: dir });
    await expect(refused).rejects.toThrow(RestoreRefusedError);
    await expect(refused).rejects.toThrow(
      `${name} is not empty (users has rows): restore into an empty database, or add --force to replace what it holds.`,
    );
    expect(await emails(target)).toEqual(['kept@example.com', 'new@example.com']);

    await restoreBackup(backup, { databaseUrl: target.url, dataDir: dir }, true);
    expect(await emails(target)).toEqual(['kept@example.com']);
  });
});
