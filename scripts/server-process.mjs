// How the built server is best run: `npm start` (scripts/start.mjs), the browser journeys and the embedded
// bench all start it this way, so what they measure is what a self-hoster runs.

/**
 * Node 24 sizes V8's young generation from the machine's memory (128 MB here); 8 MB keeps the same CPU per
 * request at a fraction of the memory (README, "Measured figures").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * glibc's allocator, tuned for a long-lived server: at most two arenas instead of one per thread that ever
 * allocated, and blocks of 128 KB or more always mapped on their own, so they go back to the system when
 * freed. Without the fixed threshold, freeing one large block (a password hash's 19 MB) raises the
 * threshold, and every later hash's block stays in the arena for the process's life. Other C libraries
 * ignore it.
 */
export const SERVER_ENV = {
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
};
