import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const migrate = () =>
  spawnSync(
    process.execPath,
    [
      '--import',
      createRequire(import.meta.url).resolve('tsx'),
      fileURLToPath(new URL('./migrate.ts', import.meta.url)),
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite', DATABASE_URL: '' },
    },
  );

describe('npm run db:migrate', () => {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const latest = journal.entries.at(-1)!.tag;

  it('applies every migration to a new data folder and exits, then finds nothing more to do', () => {
    const first = migrate();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe(
      `Database up to date: ${journal.entries.length} migrations applied, the latest ${latest}.`,
    );
    const again = migrate();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe(first.stdout.trim());
  }, 120_000);
});
