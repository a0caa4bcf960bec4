import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { maintainEmbedded } from './maintenance';

let database: DatabaseHandle;
let pglite: PGlite;
beforeAll(async () => {
  database = await openTestDatabase();
  pglite = database.pglite!;
});
afterAll(() => database?.close());

const rowEstimate = async (table: string) =>
  (
    await pglite.query<{ rows: number }>(
      `SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = $1`,
      [table],
    )
  ).rows[0]!.rows;
const deadRows = async (table: string) => {
  await pglite.query('SELECT pg_stat_force_next_flush()');
  return (
    await pglite.query<{ dead: number }>(
      `SELECT n_dead_tup::float8 AS dead FROM pg_stat_user_tables WHERE relname = $1`,
      [table],
    )
  ).rows[0]!.dead;
};

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database maintenance', () => {
  it('analyzes a table once enough of it changed, and leaves it alone until it changes again', async () => {
    await pglite.exec(
      `INSERT INTO users (id, name, email) SELECT gen_random_uuid(), 'Pessoa ' || n, 'pessoa' || n || '@example.com' FROM generate_series(1, 400) n`,
    );
    expect(await rowEstimate('users')).toBe(-1);
    const first = await maintainEmbedded(pglite);
    expect(first.analyzed).toContain('users');
    expect(await rowEstimate('users')).toBe(400);
    expect(await maintainEmbedded(pglite)).toEqual({ vacuumed: [], analyzed: [] });
    // 30 changes of 400 rows is under autovacuum's threshold (50 + 10%); 150 more is past it.
    await pglite.exec(
      `UPDATE users SET points = 1 WHERE id IN (SELECT id FROM users ORDER BY email LIMIT 30)`,
    );
    expect((await maintainEmbedded(pglite)).analyzed).not.toContain('users');
    await pglite.exec(
      `INSERT INTO users (id, name, email) SELECT gen_random_uuid(), 'Outra ' || n, 'outra' || n || '@example.com' FROM generate_series(1, 150) n`,
    );
    expect((await maintainEmbedded(pglite)).analyzed).toContain('users');
    expect(await rowEstimate('users')).toBe(550);
  });

  it('vacuums a table whose deleted rows pass a fifth of it', async () => {
    await pglite.exec(`DELETE FROM users WHERE email LIKE 'outra%'`);
    // The 150 deleted, and the old versions of the 30 updated.
    expect(await deadRows('users')).toBe(180);
    const done = await maintainEmbedded(pglite);
    expect(done.vacuumed).toEqual(['users']);
    expect(await deadRows('users')).toBe(0);
    expect(await rowEstimate('users')).toBe(400);
  });
});
