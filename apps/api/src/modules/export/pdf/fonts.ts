import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Poppins, the product's font, from the same package the web app uses. It ships in Google's subsets: the
 * "latin" file has ASCII, Latin-1 (every pt and es letter) and common punctuation; "latin-ext" has the
 * rest of the Latin script (ł, ő, ş, ğ, ẞ…). Each run of text goes to the file that has its letters.
 */
export const WEIGHTS = ['regular', 'semibold', 'bold'] as const;
export type Weight = (typeof WEIGHTS)[number];
const FILE_WEIGHT: Record<Weight, number> = { regular: 400, semibold: 600, bold: 700 };

const require = createRequire(import.meta.url);
let loaded: Map<string, Buffer> | undefined;

/** The six font files, read once per process: `regular`, `regular-ext`, `semibold`, … */
export function fontFiles(): Map<string, Buffer> {
  if (!loaded) {
    loaded = new Map();
    for (const weight of WEIGHTS) {
      for (const subset of ['latin', 'latin-ext'] as const) {
        const file = require.resolve(
          `@fontsource/poppins/files/poppins-${subset}-${FILE_WEIGHT[weight]}-normal.woff`,
        );
        loaded.set(subset === 'latin' ? weight : `${weight}-ext`, woffToSfnt(readFileSync(file)));
      }
    }
  }
  return loaded;
}

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType font it wraps. pdfkit would otherwise inflate every table
 * of every font in JavaScript for each document (about 100 ms of a trip's PDF); here zlib does it once.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const tables = woff.readUInt16BE(12);
  const entries = Array.from({ length: tables }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  let power = 1;
  while (power * 2 <= tables) power *= 2;
  const header = Buffer.alloc(12 + tables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tables * 16 - power * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  entries.forEach((entry, index) => {
    const at = 12 + index * 16;
    entry.tag.copy(header, at);
    header.writeUInt32BE(entry.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(entry.data.length, at + 12);
    const padded = Buffer.alloc((entry.data.length + 3) & ~3);
    entry.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Code points above U+00FF that the "latin" file also has (read from the font's character map). */
const LATIN_EXTRAS = new Set([
  0x131, 0x152, 0x153, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d,
  0x201e, 0x2022, 0x2026, 0x2039, 0x203a, 0x2044, 0x20ac, 0x2122, 0x2212, 0x2215,
]);

const inLatin = (codePoint: number) => codePoint <= 0xff || LATIN_EXTRAS.has(codePoint);

export interface Run {
  text: string;
  ext: boolean;
}

/** Splits text into runs that each one font file can draw. */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const ext = !inLatin(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.ext === ext) last.text += char;
    else runs.push({ text: char, ext });
  }
  return runs;
}
