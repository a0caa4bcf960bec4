import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, whether this runs from src/ (tests, tsx) or from the bundle in dist/. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the apps/api folder with its drizzle migrations');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, 'drizzle');
/** The migrated PGlite data folder the build dumps, from which a new data folder starts. */
export const pgliteTemplateFile = path.join(apiRoot, 'dist', 'pglite-template.tar.gz');
export const defaultWebDistDir = path.join(apiRoot, '..', 'web', 'dist');
