import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseOf, openDatabase, type Database } from './client';
import { canRunIn } from './embedded-postgres';
import { MoveRefusedError, movePgliteToPostgres } from './pglite-to-postgres';
import * as schema from './schema';
import { tips, users } from './schema';
import { newId } from '../lib/ids';
import { createTrip } from '../../test/factories';
import { fillTrip } from '../../test/trip-contents';
import type { TestContext } from '../../test/app';

const root = mkdtempSync(path.join(os.tmpdir(), 'trilha-move-'));
// As root, PostgreSQL runs as `nobody`, which must reach the data folders (mkdtemp makes the folder 0700).
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const dataFolder = () => path.join(root, `data-${(folders += 1)}`);

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every table's rows as the app reads them (Dates, numbers, arrays), in a stable order. */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.select().from(table);
    all[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

/** A PGlite data folder holding two travellers, a full trip and its expenses. */
async function pgliteFolder() {
  const dataDir = dataFolder();
  const pglite = await openDatabase({ kind: 'pglite', dataDir, fsync: false });
  const ctx = { db: pglite.db } as TestContext;
  const owner = newId();
  await pglite.db.insert(users).values([
    { id: owner, name: 'Ana Mudança', email: `ana-${owner}@example.com`, passwordHash: 'x', points: 120 },
    { id: newId(), name: 'Bruno', email: `bruno-${owner}@example.com`, passwordHash: 'y' },
  ]);
  const trip = await createTrip(ctx, { user: { id: owner } } as Parameters<typeof createTrip>[1], {
    interests: ['food', 'history'],
    budgetMinor: 250_050,
  });
  await fillTrip(ctx, trip, 3);
  const before = await everything(pglite.db);
  await pglite.close();
  return { dataDir, before };
}

const runnable = await canRunIn(root);

describe.runIf(runnable)('moving a PGlite data folder to the embedded PostgreSQL', () => {
  it('copies every row of every table, then the folder starts on PostgreSQL', async () => {
    const { dataDir, before } = await pgliteFolder();
    expect(before.trips).toHaveLength(1);
    expect(before.expenses!.length).toBeGreaterThan(0);

    const moved = await movePgliteToPostgres(dataDir);
    expect(moved.tables.find((table) => table.table === 'flights')?.rows).toBe(3);
    expect(existsSync(path.join(moved.keptPglite, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.moving'))).toEqual([]);
    expect(await embeddedDatabaseOf(dataDir, 'auto')).toBe('embedded-postgres');

    const postgres = await openDatabase({ kind: 'embedded-postgres', dataDir });
    try {
      expect(await everything(postgres.db)).toEqual(before);
      // Foreign keys hold again after the load.
      await expect(
        postgres.db.insert(tips).values({ tripId: newId(), category: 'food', text: 'of no trip' }),
      ).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation
    } finally {
      await postgres.close();
    }

    await expect(movePgliteToPostgres(dataDir)).rejects.toBeInstanceOf(MoveRefusedError);
  }, 120_000);

  it('leaves the folder on PGlite, as it was, when a table cannot be copied', async () => {
    const { dataDir, before } = await pgliteFolder();
    // A table PostgreSQL's migrations do not make: its rows have nowhere to go.
    const pglite = await openDatabase({ kind: 'pglite', dataDir, fsync: false });
    await pglite.pglite!.exec(`create table zz_stray (id int primary key); insert into zz_stray values (1)`);
    await pglite.close();

    await expect(movePgliteToPostgres(dataDir)).rejects.toThrow(/zz_stray/);
    expect(await embeddedDatabaseOf(dataDir, 'auto')).toBe('pglite');
    expect(readdirSync(dataDir).filter((name) => name === 'postgres' || name.startsWith('.moving'))).toEqual(
      [],
    );

    const again = await openDatabase({ kind: 'pglite', dataDir, fsync: false });
    try {
      expect(await everything(again.db)).toEqual(before);
    } finally {
      await again.close();
    }
  }, 120_000);
});

describe('moving a folder that cannot be moved', () => {
  it('refuses a folder without PGlite', async () => {
    await expect(movePgliteToPostgres(dataFolder())).rejects.toBeInstanceOf(MoveRefusedError);
  });
});
