import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
        loaded.set(subset === 'latin' ? weight : `${weight}-ext`, readFileSync(file));
      }
    }
  }
  return loaded;
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
