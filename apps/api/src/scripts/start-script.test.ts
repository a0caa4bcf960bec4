import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const START = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/start.mjs');
const root = mkdtempSync(path.join(os.tmpdir(), 'trilha-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text = 'x') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const start = (...args: string[]) =>
  spawnSync(process.execPath, [START, '--root', root, ...args], { encoding: 'utf8' }).stdout.trim();

describe('npm start', () => {
  it('builds only when there is no build or a source changed since the last one', () => {
    write('apps/web/src/main.tsx', 'render()');
    write('apps/api/src/server.ts', 'listen()');
    write('packages/shared/src/index.ts', 'export {}');
    write('package-lock.json', '{}');
    expect(start('--dry-run')).toBe('build needed: no build yet');

    write('apps/api/dist/server.js');
    write('apps/web/dist/index.html');
    expect(start('--dry-run')).toBe('build needed: the sources changed since the last build');
    start('--mark-built');
    expect(start('--dry-run')).toBe('build up to date');

    // The build's own output does not count; an edited source, a new file or a new lock file does.
    write('apps/web/dist/assets/index-abc.js');
    expect(start('--dry-run')).toBe('build up to date');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'apps/api/src/server.ts'), later, later);
    expect(start('--dry-run')).toBe('build needed: the sources changed since the last build');
    start('--mark-built');
    write('packages/shared/src/money.ts', 'export {}');
    expect(start('--dry-run')).toBe('build needed: the sources changed since the last build');
    start('--mark-built');
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(start('--dry-run')).toBe('build needed: the sources changed since the last build');
  });

  it('reads a .env file beside package.json, the environment winning over it', () => {
    write('apps/web/dist/index.html');
    write(
      'apps/api/dist/server.js',
      'console.log(`${process.env.TRILHA_TEST_A}/${process.env.TRILHA_TEST_B}`);',
    );
    start('--mark-built');
    write('.env', 'TRILHA_TEST_A=from-file\nTRILHA_TEST_B=from-file\n');
    const run = spawnSync(process.execPath, [START, '--root', root], {
      encoding: 'utf8',
      env: { ...process.env, TRILHA_TEST_B: 'from-environment' },
    });
    expect(run.stdout.trim()).toBe('from-file/from-environment');
  });
});
