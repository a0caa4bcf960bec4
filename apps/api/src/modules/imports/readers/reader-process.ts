import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = import.meta.url;

/**
 * A reader stuck in PDF.js's loop never sees its server go, and without the server nothing watches its
 * memory: Linux's setpriv, where installed, has the kernel kill it when the server dies, even by SIGKILL;
 * elsewhere the server kills its readers as it exits.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const reader of live) reader.kill('SIGKILL');
});

/**
 * A reading process running `file` (a built `.js` as it is, a `.ts` source through tsx's loader) with
 * its JavaScript heap limited. The heap limit does not cover ArrayBuffers, where PDF.js keeps inflated
 * streams and decoded images: the pool watches the process's whole resident memory (`residentMb`) and
 * kills it beyond its limit. A process, unlike a worker thread, gives all of it back to the system at
 * once and never counts in the server's own memory.
 */
export function startReader(file: URL, maxHeapMb: number): ChildProcess {
  const args = [`--max-old-space-size=${maxHeapMb}`];
  if (file.pathname.endsWith('.ts')) {
    args.push('--import', pathToFileURL(createRequire(here).resolve('tsx')).href);
  }
  args.push(fileURLToPath(file));
  const options: SpawnOptions = {
    // Structured clone over the message channel: the file's bytes cross as bytes, not as JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  };
  const reader: ChildProcess = SETPRIV
    ? spawn(SETPRIV, ['--pdeathsig', 'SIGKILL', '--', process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
  live.add(reader);
  reader.once('exit', () => live.delete(reader));
  return reader;
}

/** A process's resident memory in MB, from Linux's /proc; undefined without one or once it is gone. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Lets the server exit while the process is idle (the process and its message channel both hold it). */
export function holdServer(reader: ChildProcess, hold: boolean): void {
  if (hold) {
    reader.ref();
    reader.channel?.ref();
  } else {
    reader.unref();
    reader.channel?.unref();
  }
}

/** Kills the process at once (SIGKILL: PDF.js may be in a loop that never yields) and waits for its end. */
export function killReader(reader: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (reader.exitCode !== null || reader.signalCode !== null) return resolve();
    reader.once('exit', () => resolve());
    // Held until it has ended, so that whoever waits for it is not left waiting by an exiting server.
    reader.ref();
    reader.kill('SIGKILL');
  });
}
