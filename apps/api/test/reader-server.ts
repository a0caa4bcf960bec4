import { createReaderPool } from '../src/modules/imports/readers/reader-pool';

/**
 * A server in a process of its own, for a test that kills it: it gives a file to a reader that announces
 * itself and spins for ever, then prints the reader's process id.
 */
const pool = createReaderPool({ size: 1, file: new URL('./announcing-spinner.ts', import.meta.url) });
void pool.extract({ kind: 'text', data: Buffer.from('never read') }).catch(() => undefined);
process.stdout.write(`reader ${pool.pids()[0]}\n`);
