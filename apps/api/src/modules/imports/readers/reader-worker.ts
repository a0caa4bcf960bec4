import { parentPort } from 'node:worker_threads';
import type { ImportFileKind } from '@trilha/shared';
import { extractImport } from './extract';
import { BrokenPdfError } from './pdf';

/** A reading worker (reader-pool.ts): one file at a time, its extraction sent back as plain data. */
const port = parentPort;
if (!port) throw new Error('reader-worker runs as a worker thread');

port.on('message', async ({ kind, data }: { kind: ImportFileKind; data: Uint8Array }) => {
  try {
    const result = await extractImport({
      kind,
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    });
    port.postMessage({ ok: true, result });
  } catch (error) {
    port.postMessage({
      ok: false,
      broken: error instanceof BrokenPdfError,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
