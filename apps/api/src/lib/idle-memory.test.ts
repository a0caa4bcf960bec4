import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHeapCodeStatistics } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { lastResortCollection, releaseMemoryWhenIdle } from './idle-memory';

// In a process of its own (vitest.shared.ts): the event loop it watches is this file's alone.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()`, looking rarely: a poll is work too, and the loop must be quiet to collect. */
async function until(done: () => boolean) {
  for (let waited = 0; waited < 10_000 && !done(); waited += 100) await sleep(100);
}

/** Keeps the event loop busy for `ms`, as a burst of requests would. */
function work(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('releaseMemoryWhenIdle', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('collects once the start is over and the loop is quiet, then not again while nothing runs', async () => {
    const collect = vi.fn();
    stop = releaseMemoryWhenIdle({ windowMs: 25, startQuietMs: 50, collect }).stop;
    await until(() => collect.mock.calls.length > 0);
    expect(collect).toHaveBeenCalledTimes(1);
    await sleep(300);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('collects again after use that grew the heap, once the loop has been quiet long enough', async () => {
    const collect = vi.fn();
    let heap = 100;
    // A second of quiet, far longer than the pauses below even when a loaded machine stretches them, read
    // in windows long enough that the test's own polling is under 1% of each.
    const options = { windowMs: 100, startQuietMs: 50, quietMs: 1_000, growthBytes: 10, collect };
    stop = releaseMemoryWhenIdle({ ...options, heapSize: () => heap }).stop;
    await until(() => collect.mock.calls.length > 0);
    // A request or two: the heap grew, but not enough to be worth a collection.
    heap = 105;
    await sleep(400);
    expect(collect).toHaveBeenCalledTimes(1);
    // Use with short pauses: nothing while it lasts, however much the heap grows.
    heap = 200;
    const started = performance.now();
    while (performance.now() - started < 400) {
      work(40);
      await sleep(20);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    await until(() => collect.mock.calls.length > 1);
    expect(collect).toHaveBeenCalledTimes(2);
    // The next one counts from the heap as this one left it.
    await sleep(400);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("uses V8's collector without --expose-gc, and leaves the global object without gc()", async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const before = process.memoryUsage().heapTotal;
    // Garbage the collection frees, in a young generation grown to hold it.
    const garbage = () => Array.from({ length: 200_000 }, (_, i) => ({ i })).length;
    expect(garbage()).toBe(200_000);
    stop = releaseMemoryWhenIdle({ windowMs: 25, startQuietMs: 50 }).stop;
    await until(() => process.memoryUsage().heapTotal < before);
    expect(process.memoryUsage().heapTotal).toBeLessThan(before);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('keeps the compiled code, which a plain last-resort collection drops', () => {
    const bytecode = () => getHeapCodeStatistics().bytecode_and_metadata_size;
    const keeping = lastResortCollection();
    // The garbage goes with the first one; what is left is the bytecode of live functions.
    keeping();
    const before = bytecode();
    for (let i = 0; i < 4; i++) keeping();
    expect(bytecode()).toBeGreaterThan(before * 0.98);
    // The control: the same collections with V8's default flushing (the collector above set --expose-gc).
    const gc = runInNewContext('gc') as (options: object) => void;
    for (let i = 0; i < 4; i++) gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(bytecode()).toBeLessThan(before * 0.5);
  });
});
