/** Settings both API projects share (see vitest.config.ts and vitest.own-process.config.ts). */
export const apiTestSettings = {
  globalSetup: ['test/global-setup.ts'],
  // argon2 hashing and database start-up make some tests slower than the default allows.
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // Vitest takes the worker count from each project, not from the root config: two, as the files mostly
  // wait on PGlite and argon2's thread pool.
  maxWorkers: 2,
};

/**
 * Test files that measure or observe the process itself (its memory, a module loaded once per process):
 * they run in a process of their own, while every other file shares its worker's loaded app.
 */
export const OWN_PROCESS_FILES = [
  'src/modules/imports/imports.memory.test.ts',
  'src/modules/places/places.index.test.ts',
  'src/lib/idle-memory.test.ts',
];
