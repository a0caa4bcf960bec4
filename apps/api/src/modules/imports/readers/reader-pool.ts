import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Extracted, ReadInput } from './extract';
import { BrokenPdfError } from './broken-pdf';
import { holdServer, killReader, residentMb, startReader } from './reader-process';

/**
 * The heavy part of reading an import (PDF.js, barcode decoding, MIME) runs in separate processes, a few
 * at a time, so that a hostile or huge file holds one reader, never the server's event loop nor its
 * memory: when reading takes too long, or the reader's memory grows past its limit (a small PDF can
 * inflate to gigabytes), the reader is killed (its work stops with it) and a new one is started for the
 * next file. Files beyond the readers wait in a short queue; past it the server is busy (503).
 */

/** All readers were taken and the queue was full, or a file waited for a reader until its deadline. */
export class ReadersBusyError extends Error {}
/** Reading took longer than its deadline; the reader reading it was killed. */
export class ReadingTimeoutError extends Error {}
/** Reading needed more memory than a reader may have; the reader reading it was killed. */
export class ReadingMemoryError extends Error {}

export interface ReaderPoolOptions {
  /** Readers reading at once (default: one core less than the machine's, at most 2, at least 1). */
  size?: number;
  /** Files that may wait for a reader (default 4 per reader). */
  queue?: number;
  /** The reader's module; the readers' own (reader-worker) unless a test gives another. */
  file?: URL;
  /** The JavaScript heap a reader may grow to (default 256 MB). */
  maxHeapMb?: number;
  /**
   * The whole memory a reader may hold (default 400 MB), checked every few milliseconds on Linux: a file
   * that needs more is unreadable (PDF.js keeps inflated streams and images outside the heap).
   */
  maxRssMb?: number;
  /** A reader left idle this long ends, giving its memory back (default 5 minutes). */
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

/** How often a busy reader's memory is looked at: PDF.js inflates about a gigabyte a second. */
const MEMORY_CHECK_MS = 20;

const here = import.meta.url;
/** In the sources (tsx, vitest) the reader is TypeScript, loaded through tsx. */
const fromSource = /\.ts$/.test(new URL(here).pathname);

/** The reader's file: beside this module in the sources, beside the server bundle once built. */
export function readerWorkerFile(): URL {
  if (fromSource) return new URL('./reader-worker.ts', here);
  for (const candidate of ['./import-reader.js', '../import-reader.js']) {
    const url = new URL(candidate, here);
    if (existsSync(url)) return url;
  }
  throw new Error('import-reader.js is missing beside the server bundle (scripts/build-api.mjs)');
}

export function createReaderPool(options: ReaderPoolOptions = {}) {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const queueLimit = options.queue ?? 4 * size;
  const maxHeapMb = options.maxHeapMb ?? 256;
  const maxRssMb = options.maxRssMb ?? 400;
  const idleMs = options.idleMs ?? 5 * 60_000;
  const idleTimers = new Map<ChildProcess, NodeJS.Timeout>();
  const idle: ChildProcess[] = [];
  const busy = new Map<ChildProcess, Job>();
  const queue: Job[] = [];
  let memoryCheck: NodeJS.Timeout | undefined;
  let closed = false;

  function spawn(): ChildProcess {
    const reader = startReader(options.file ?? readerWorkerFile(), maxHeapMb);
    // An idle reader does not keep the server alive.
    holdServer(reader, false);
    reader.on('message', (reply: WorkerReply) => {
      const job = busy.get(reader);
      if (!job) return;
      settle(reader, job);
      if (reply.ok && reply.result) job.resolve(reply.result);
      else if (reply.broken) job.reject(new BrokenPdfError(reply.message ?? 'Unreadable PDF'));
      else job.reject(new Error(reply.message ?? 'The file could not be read'));
      idle.push(reader);
      idleTimers.set(
        reader,
        setTimeout(() => {
          forget(reader);
          void killReader(reader);
        }, idleMs).unref(),
      );
      next();
    });
    const lost = (error: unknown) => {
      const job = busy.get(reader);
      forget(reader);
      if (job) {
        settle(reader, job);
        job.reject(error instanceof Error ? error : new Error(`The reader stopped (${String(error)})`));
      }
      next();
    };
    reader.on('error', lost);
    reader.on('exit', (code, signal) => lost(signal ?? code));
    return reader;
  }

  function forget(reader: ChildProcess) {
    clearTimeout(idleTimers.get(reader));
    idleTimers.delete(reader);
    busy.delete(reader);
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
  }

  function settle(reader: ChildProcess, job: Job) {
    busy.delete(reader);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    holdServer(reader, false);
    if (!busy.size) {
      clearInterval(memoryCheck);
      memoryCheck = undefined;
    }
  }

  /** Ends a reader in the middle of its file, which is refused with `error`. */
  function stop(reader: ChildProcess, job: Job, error: Error) {
    settle(reader, job);
    forget(reader);
    void killReader(reader);
    job.reject(error);
    next();
  }

  function checkMemory() {
    for (const [reader, job] of busy) {
      if ((residentMb(reader.pid) ?? 0) > maxRssMb) {
        stop(reader, job, new ReadingMemoryError('Reading needed too much memory'));
      }
    }
  }

  function start(job: Job) {
    const reader = idle.pop() ?? spawn();
    clearTimeout(idleTimers.get(reader));
    idleTimers.delete(reader);
    busy.set(reader, job);
    holdServer(reader, true);
    memoryCheck ??= setInterval(checkMemory, MEMORY_CHECK_MS);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    job.onAbort = () => stop(reader, job, new ReadingTimeoutError('Reading took too long'));
    job.signal?.addEventListener('abort', job.onAbort, { once: true });
    const { data } = job.input;
    reader.send({ kind: job.input.kind, data: new Uint8Array(data.buffer, data.byteOffset, data.length) });
  }

  function next() {
    while (!closed && queue.length && busy.size < size) start(queue.shift()!);
  }

  return {
    /** Reads a file in a reader; the signal is the deadline (a timeout kills the reader). */
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

    /** Readers alive (reading or idle), reading, and files waiting. */
    stats: () => ({ workers: idle.length + busy.size, reading: busy.size, queued: queue.length }),

    /** The process ids of the readers alive (a test watches their memory). */
    pids: () => [...idle, ...busy.keys()].map((reader) => reader.pid).filter((pid) => pid !== undefined),

    /** Ends every reader; files waiting or being read are refused. */
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ReadersBusyError('The readers are closed'));
      const readers = [...idle, ...busy.keys()];
      for (const [reader, job] of busy) {
        settle(reader, job);
        job.reject(new ReadersBusyError('The readers are closed'));
      }
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      idle.length = 0;
      await Promise.all(readers.map(killReader));
    },
  };
}

export type ReaderPool = ReturnType<typeof createReaderPool>;

let shared: ReaderPool | undefined;

/** The process's readers, started on first use. */
export const readerPool = (): ReaderPool => (shared ??= createReaderPool());
