import { parentPort } from 'node:worker_threads';

/**
 * A reading worker that never answers and never yields (a PDF that sends PDF.js into an endless loop):
 * only terminating the worker stops it.
 */
parentPort?.on('message', () => {
  for (;;) {
    // Spins until terminated.
  }
});
