import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pgliteTemplateFile } from '../lib/paths';

/**
 * A new data folder starts as a copy of the migrated data folder the build dumps (PGlite's initdb in
 * WASM takes 5-15 s and leaves ~400 MB resident). It is unpacked here rather than through PGlite's
 * `loadDataDir`, whose in-WASM copy leaves ~100 MB more resident, and beside the target then renamed,
 * so a start cut short never leaves half a database. Without a template (running from source), or
 * when the folder already holds anything, PGlite is left to do as it always did.
 */
export function seedPgliteDataFolder(pgData: string, template = pgliteTemplateFile): boolean {
  if (!existsSync(template)) return false;
  if (existsSync(pgData) && readdirSync(pgData).length > 0) return false;
  const partial = `${pgData}.partial`;
  rmSync(partial, { recursive: true, force: true });
  extractTar(gunzipSync(readFileSync(template)), partial);
  rmSync(pgData, { recursive: true, force: true });
  renameSync(partial, pgData);
  return true;
}

/** The ustar subset PGlite's dumpDataDir writes: directories and regular files. */
function extractTar(tar: Buffer, into: string): void {
  mkdirSync(into, { recursive: true, mode: 0o700 });
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .split('\0')[0]!;
    const name = path.posix.join(field(345, 155), field(0, 100));
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const target = path.join(into, name);
    if (target !== into && !target.startsWith(into + path.sep))
      throw new Error(`Bad path in template: ${name}`);
    if (type === '5') {
      mkdirSync(target, { recursive: true, mode: 0o700 });
    } else if (type === '0' || type === '') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    } else {
      throw new Error(`Unexpected entry type ${type} in template: ${name}`);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}
