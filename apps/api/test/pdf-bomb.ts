import { constants, createDeflate, deflateSync } from 'node:zlib';
import { assemblePdf } from './slow-pdf';

const MB = 1024 * 1024;

/** `megabytes` of zeros deflated, made a megabyte at a time so that the test never holds them inflated. */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(MB);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A decompression bomb: a one-page PDF of about a megabyte whose image inflates to `megabytes` (600 by
 * default) of grey pixels, as an upload meant to exhaust the server's memory would.
 */
export async function pdfBomb(megabytes = 600): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(megabytes * MB));
  const pixels = await deflatedZeros(Math.ceil((side * side) / MB));
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>`,
    { body: deflateSync('q 612 0 0 792 0 0 cm /Im1 Do Q') },
    {
      dictionary: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`,
      body: pixels,
    },
  ]);
}
