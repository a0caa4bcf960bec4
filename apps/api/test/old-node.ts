import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A Node.js older than the supported 22.22 on this machine (PATH's, then the system's), for the tests that
 * run Trilha's scripts as a newcomer with a packaged Node would; undefined where there is none.
 */
export function findOldNode(): { path: string; version: string } | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  for (const folder of new Set(folders.filter(Boolean))) {
    const candidate = path.join(folder, 'node');
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
    if (major >= 18 && (major < 22 || (major === 22 && minor < 22))) return { path: candidate, version };
  }
  return undefined;
}

/** PATH with the old Node's folder first, so that `node`, and npm's `#!/usr/bin/env node`, are the old one. */
export function pathWithOldNode(oldNode: string) {
  return [path.dirname(oldNode), ...(process.env.PATH ?? '').split(path.delimiter)].join(path.delimiter);
}
