import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
/** Never inside a multi-byte UTF-8 character, so lines can be found in the bytes. */
const NEWLINE = 0x0a;

/**
 * A data file kept with the modules in apps/api/src, found through the package so that it is the same
 * file from src/ (tsx, Vitest) and from the bundle in dist/, which does not copy or inline it.
 */
export const bundledFile = (relative: string) =>
  path.join(path.dirname(require.resolve('@trilha/api/package.json')), 'src/modules', relative);

/**
 * The records of a table made by scripts/geo-data.mjs (run it again after updating the data
 * packages): a line saying where it came from, a header, then a record a line, fields split by tabs;
 * gunzipped when its name says so. One record at a time, each line decoded on its own: V8 keeps a field
 * as a slice of the text it was cut from, and a slice of the whole file's text would hold all of it for
 * as long as the index keeps that field.
 */
export function* bundledTable<const Columns extends readonly string[]>(
  relative: string,
  columns: Columns,
): Generator<{ [Column in keyof Columns]: string }> {
  const file = readFileSync(bundledFile(relative));
  const bytes = relative.endsWith('.gz') ? gunzipSync(file) : file;
  const headerStart = bytes.indexOf(NEWLINE) + 1;
  let start = bytes.indexOf(NEWLINE, headerStart) + 1;
  // The reader names the columns it reads: a file made by another version of the script fails here.
  if (bytes.toString('utf8', headerStart, start - 1) !== columns.join('\t')) {
    throw new Error(`${relative} does not have the columns ${columns.join(', ')}`);
  }
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    yield bytes.toString('utf8', start, end).split('\t') as { [Column in keyof Columns]: string };
    start = end + 1;
  }
}
