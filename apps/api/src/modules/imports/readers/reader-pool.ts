import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Extracted, ReadInput } from './extract';
import { BrokenPdfError } from './pdf';

/**
 * The heavy part of reading an import (PDF.js, barcode decoding, MIME) runs in worker threads, a few at
 * a time, so that a hostile or huge file holds one worker, never the server's event loop: when reading
 * takes too long the worker is terminated (its work stops with it) and a new one is started for the next
 * file. Files beyond the workers wait in a short queue; past it the server is busy (503).
 */

/** All workers were taken and the queue was full, or a file waited for a worker until its deadline. */
export class ReadersBusyError extends Error {}
/** Reading took longer than its deadline; the worker reading it was terminated. */
export class ReadingTimeoutError extends Error {}

export interface ReaderPoolOptions {
  /** Workers reading at once (default: one core less than the machine's, at most 2, at least 1). */
  size?: number;
  /** Files that may wait for a worker (default 4 per worker). */
  queue?: number;
  /** The worker's module; the readers' own (reader-worker) unless a test gives another. */
  file?: URL;
  /** The heap a worker may grow to: a file that needs more is unreadable, the server is untouched. */
  maxHeapMb?: number;
  /** A worker left idle this long ends, giving its memory back (default 5 minutes). */
  idleMs?: number;
}

interface WorkerReply {
  ok: boolean;
  result?: Extracted;
  broken?: boolean;
  message?: string;
}

interface Job {
  input: ReadInput;
  signal?: AbortSignal;
  resolve: (value: Extracted) => void;
  reject: (error: unknown) => void;
  onAbort?: () => void;
}

const here = import.meta.url;
/** In the sources (tsx, vitest) the worker is TypeScript, loaded through tsx. */
const fromSource = /\.ts$/.test(new URL(here).pathname);

/** The worker's file: beside this module in the sources, beside the server bundle once built. */
export function readerWorkerFile(): URL {
  if (fromSource) return new URL('./reader-worker.ts', here);
  for (const candidate of ['./import-reader.js', '../import-reader.js']) {
    const url = new URL(candidate, here);
    if (existsSync(url)) return url;
  }
  throw new Error('import-reader.js is missing beside the server bundle (scripts/build-api.mjs)');
}

/**
 * A worker running `file`: a built `.js` as it is; a `.ts` source through tsx's loader, registered inside
 * the worker (on Node 20 a worker does not inherit the loader hooks of --import in its execArgv).
 */
function startWorker(file: URL, resourceLimits: { maxOldGenerationSizeMb: number }): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { resourceLimits });
  const tsx = createRequire(here)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, 'dist/esm/api/index.mjs');
  const boot =
    `import(${JSON.stringify(pathToFileURL(tsx).href)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, resourceLimits });
}

export function createReaderPool(options: ReaderPoolOptions = {}) {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const queueLimit = options.queue ?? 4 * size;
  const maxHeapMb = options.maxHeapMb ?? 512;
  const idleMs = options.idleMs ?? 5 * 60_000;
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let closed = false;

  function spawn(): Worker {
    const file = options.file ?? readerWorkerFile();
    const worker = startWorker(file, { maxOldGenerationSizeMb: maxHeapMb });
    // An idle worker does not keep the process alive.
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = busy.get(worker);
      if (!job) return;
      settle(worker, job);
      if (reply.ok && reply.result) job.resolve(reply.result);
      else if (reply.broken) job.reject(new BrokenPdfError(reply.message ?? 'Unreadable PDF'));
      else job.reject(new Error(reply.message ?? 'The file could not be read'));
      idle.push(worker);
      idleTimers.set(
        worker,
        setTimeout(() => {
          forget(worker);
          void worker.terminate();
        }, idleMs).unref(),
      );
      next();
    });
    const lost = (error: unknown) => {
      const job = busy.get(worker);
      forget(worker);
      if (job) {
        settle(worker, job);
        job.reject(
          error instanceof Error ? error : new Error(`The reading worker stopped (${String(error)})`),
        );
      }
      next();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(code));
    return worker;
  }

  function forget(worker: Worker) {
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  }

  function settle(worker: Worker, job: Job) {
    busy.delete(worker);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    worker.unref();
  }

  function start(job: Job) {
    const worker = idle.pop() ?? spawn();
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    busy.set(worker, job);
    worker.ref();
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    job.onAbort = () => {
      settle(worker, job);
      forget(worker);
      // Terminating stops PDF.js wherever it is, even inside a loop that never yields.
      void worker.terminate();
      job.reject(new ReadingTimeoutError('Reading took too long'));
      next();
    };
    job.signal?.addEventListener('abort', job.onAbort, { once: true });
    const { data } = job.input;
    worker.postMessage({
      kind: job.input.kind,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    });
  }

  function next() {
    while (!closed && queue.length && busy.size < size) start(queue.shift()!);
  }

  return {
    /** Reads a file in a worker; the signal is the deadline (a timeout ends the worker). */
    extract(input: ReadInput, signal?: AbortSignal): Promise<Extracted> {
      return new Promise<Extracted>((resolve, reject) => {
        if (closed) return reject(new ReadersBusyError('The readers are closed'));
        if (signal?.aborted) return reject(new ReadingTimeoutError('Reading took too long'));
        const job: Job = { input, signal, resolve, reject };
        if (busy.size < size) return start(job);
        if (queue.length >= queueLimit) return reject(new ReadersBusyError('Every reader is busy'));
        job.onAbort = () => {
          queue.splice(queue.indexOf(job), 1);
          reject(new ReadersBusyError('No reader was free in time'));
        };
        signal?.addEventListener('abort', job.onAbort, { once: true });
        queue.push(job);
      });
    },

    /** Workers alive (reading or idle), reading, and files waiting. */
    stats: () => ({ workers: idle.length + busy.size, reading: busy.size, queued: queue.length }),

    /** Ends every worker; files waiting or being read are refused. */
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ReadersBusyError('The readers are closed'));
      const workers = [...idle, ...busy.keys()];
      for (const [worker, job] of busy) {
        settle(worker, job);
        job.reject(new ReadersBusyError('The readers are closed'));
      }
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

export type ReaderPool = ReturnType<typeof createReaderPool>;

let shared: ReaderPool | undefined;

/** The process's readers, started on first use. */
export const readerPool = (): ReaderPool => (shared ??= createReaderPool());
