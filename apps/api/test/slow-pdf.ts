import { deflateSync } from 'node:zlib';

/**
 * A small PDF that is slow to read: one page whose compressed content stream shows a letter `operations`
 * times (1,000,000 keep PDF.js's text extraction busy for over two minutes on Node 24, in 53 KB; Node 24 reads
 * 100,000 in under two seconds, where Node 20 took over a minute).
 */
export function slowPdf(operations: number): Buffer {
  const content = deflateSync(Buffer.from(`BT /F1 1 Tf ${'1 0 0 1 0 0 Tm (a) Tj '.repeat(operations)}ET`), {
    level: 9,
  });
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    { body: content },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A deflated stream object: its dictionary's own entries besides /Length and /Filter, and its bytes. */
export interface PdfStream {
  dictionary?: string;
  body: Buffer;
}

/** A PDF of these objects (numbered from 1, the first being the catalog), with its cross-reference table. */
export function assemblePdf(objects: (string | PdfStream)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part =
      typeof object === 'string'
        ? Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`)
        : Buffer.concat([
            Buffer.from(
              `${index + 1} 0 obj\n<< ${object.dictionary ?? ''} /Length ${object.body.length} /Filter /FlateDecode >>\nstream\n`,
            ),
            object.body,
            Buffer.from('\nendstream\nendobj\n'),
          ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
