import { performance } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's `gc()`, as `--expose-gc` gives it (the options are its extension's). */
type V8Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface IdleMemoryOptions {
  /** How often the event loop's use is read, in ms. */
  windowMs?: number;
  /** How long the loop must be idle after the start before the first collection, in ms. */
  startQuietMs?: number;
  /** How long the loop must be idle before any later collection, in ms. */
  quietMs?: number;
  /** How much V8's heap must have grown since the last collection to make another one worth it. */
  growthBytes?: number;
  /** V8's heap size (tests pass their own). */
  heapSize?: () => number;
  /** The collection (tests pass their own); `lastResortCollection()` by default. */
  collect?: () => void;
}

/** A window is idle when the event loop was busy less than this share of it. */
const IDLE_UTILIZATION = 0.01;

/**
 * V8's `gc()` without `--expose-gc` on the command line: the flag, set now, gives the next context made
 * the function (the context, held by it, costs 0.2 MB). `node apps/api/dist/server.js` then works as
 * `npm start` does.
 */
function v8Gc(): V8Gc {
  const exposed = (globalThis as { gc?: V8Gc }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as V8Gc;
}

/**
 * One of V8's last-resort collections (what a low-memory signal asks for), keeping the compiled code: by
 * default it would also drop the bytecode of every function not running at that moment, and with it
 * their optimised code, which the next requests would compile and optimise again (measured: 5% more CPU
 * per request over the first seconds of load, for no less memory).
 */
export function lastResortCollection(): () => void {
  const gc = v8Gc();
  return () => {
    setFlagsFromString('--no-flush-bytecode');
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    setFlagsFromString('--flush-bytecode');
  };
}

/**
 * Gives memory back once the server is idle: after its start, and again after use, one last-resort
 * collection. Past the garbage, it shrinks the young generation to what it holds: with
 * `--max-semi-space-size=8` the start and any busy spell grow it to 16 MB, and neither a regular
 * collection nor V8's memory reducer shrinks it on an idle server. At the start this takes the idle
 * server from 140-150 MB to about 112, and after a few requests from 145 to about 118 (docs/performance.md).
 *
 * Nothing is done per request: the event loop's use is read once a window. A collection costs 0.1-0.3 s
 * of CPU. After the start it waits for `quietMs` of quiet (a person reading a page is not interrupted
 * by one) and for the heap to have grown by `growthBytes` since the last one (a request or two are not
 * worth one), so a server in use collects at most once per pause in its use, and a server busy without a
 * pause never does.
 */
export function releaseMemoryWhenIdle(options: IdleMemoryOptions = {}): { stop(): void } {
  const { windowMs = 500, startQuietMs = 1_000, quietMs = 10_000, growthBytes = 4 * 1024 * 1024 } = options;
  const heapSize = options.heapSize ?? (() => getHeapStatistics().total_heap_size);
  const collect = options.collect ?? lastResortCollection();
  let last = performance.eventLoopUtilization();
  let lastAt = performance.now();
  let quiet = 0;
  // Undefined until the first collection, after the start.
  let collectedAt: number | undefined;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, last);
    const at = performance.now();
    last = now;
    // The time the window really lasted: on a loaded machine a timer fires late.
    quiet = window.utilization < IDLE_UTILIZATION ? quiet + (at - lastAt) : 0;
    lastAt = at;
    const due =
      collectedAt === undefined
        ? quiet >= startQuietMs
        : quiet >= quietMs && heapSize() - collectedAt >= growthBytes;
    if (!due) return;
    collect();
    collectedAt = heapSize();
    quiet = 0;
  }, windowMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
