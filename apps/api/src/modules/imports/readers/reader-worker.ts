import type { ImportFileKind } from '@trilha/shared';
import { extractImport } from './extract';
import { BrokenPdfError } from './broken-pdf';

/** A reading process (reader-pool.ts): one file at a time, its extraction sent back as plain data. */
if (!process.send) throw new Error('reader-worker runs as a child process with a message channel');
const send = process.send.bind(process);

process.on('message', async ({ kind, data }: { kind: ImportFileKind; data: Uint8Array }) => {
  try {
    const result = await extractImport({
      kind,
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    });
    send({ ok: true, result });
  } catch (error) {
    send({
      ok: false,
      broken: error instanceof BrokenPdfError,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
// The server is gone (even killed): so is the reason to be.
process.on('disconnect', () => process.exit(0));
