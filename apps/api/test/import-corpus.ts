import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { ImportFileKind } from '@trilha/shared';

/**
 * The booking-import corpus (test/fixtures/imports): real-shaped, anonymised samples written by us,
 * each with its expected result. `.eml` files are read as they are, `.paste.txt` as text pasted into the
 * import; `.pdf.txt` layouts become PDFs here (pdfkit, a monospaced font so columns stay apart) and
 * `.png.txt` become images; a line
 * `[barcode <bwip-js type> <text>]` draws that barcode (bwip-js) in place.
 */
export const CORPUS_DIR = path.join(import.meta.dirname, 'fixtures', 'imports');

const BARCODE = /^\[barcode (\S+) (.+)\]$/;

export interface Sample {
  name: string;
  kind: ImportFileKind;
  fileName: string;
  data: Buffer;
  expected: Expected;
}

export interface Expected {
  language: string;
  site: string;
  flights?: Record<string, unknown>[];
  bookings?: Record<string, unknown>[];
  tours?: Record<string, unknown>[];
  /** Written after the rules, and not used to tune them: their share is reported apart. */
  heldOut?: boolean;
  /** How the named fields of the first item must have been found. */
  source: Record<string, string>;
}

const barcodePng = (type: string, text: string) =>
  bwipjs.toBuffer({
    bcid: type,
    text,
    scale: 3,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });

export async function layoutPdf(layout: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { CreationDate: new Date(Date.UTC(2031, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => document.on('end', resolve));
  document.font('Courier').fontSize(8);
  for (const line of layout.split('\n')) {
    const barcode = BARCODE.exec(line.trim());
    if (barcode) document.image(await barcodePng(barcode[1]!, barcode[2]!), { width: 260 }).moveDown();
    else document.text(line || ' ');
  }
  document.end();
  await done;
  return Buffer.concat(chunks);
}

async function layoutPng(layout: string): Promise<Buffer> {
  const barcode = BARCODE.exec(layout.trim());
  if (!barcode) throw new Error('A .png.txt layout is one barcode line');
  return barcodePng(barcode[1]!, barcode[2]!);
}

export async function loadCorpus(): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const file of readdirSync(CORPUS_DIR).sort()) {
    const match = /^(.+?)\.(eml|paste\.txt|pdf\.txt|png\.txt)$/.exec(file);
    if (!match) continue;
    const [, name, type] = match as unknown as [string, string, string];
    const raw = readFileSync(path.join(CORPUS_DIR, file));
    const expected = JSON.parse(
      readFileSync(path.join(CORPUS_DIR, `${name}.expected.json`), 'utf8'),
    ) as Expected;
    if (type === 'eml') samples.push({ name, kind: 'eml', fileName: file, data: raw, expected });
    else if (type === 'paste.txt') samples.push({ name, kind: 'text', fileName: file, data: raw, expected });
    else if (type === 'pdf.txt') {
      samples.push({
        name,
        kind: 'pdf',
        fileName: `${name}.pdf`,
        data: await layoutPdf(raw.toString('utf8')),
        expected,
      });
    } else {
      samples.push({
        name,
        kind: 'image',
        fileName: `${name}.png`,
        data: await layoutPng(raw.toString('utf8')),
        expected,
      });
    }
  }
  return samples;
}

/** Each expected field as a path and value: `flights.0.departure.time`, `flights.0.passengers.1.seat`. */
export function expectedFields(expected: Expected): [string, unknown][] {
  const fields: [string, unknown][] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner);
    } else fields.push([prefix, value]);
  };
  for (const kind of ['flights', 'bookings', 'tours'] as const) walk(kind, expected[kind] ?? []);
  return fields;
}

export function valueAt(found: unknown, fieldPath: string): unknown {
  return fieldPath
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], found);
}
