import { defineConfig } from 'vitest/config';

// One runner for every workspace, so `npm test` reports one count.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a time. Test
    // files mostly wait on PGlite, argon2's thread pool and rendering, so two side by side finish sooner.
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.own-process.config.ts',
      'apps/web',
    ],
  },
});
