import { defineConfig } from 'vitest/config';

// One runner for every workspace, so `npm test` reports one count.
export default defineConfig({
  test: {
    // Each project sets its own maxWorkers (2): with projects, Vitest 5 takes the worker count from the
    // project, and a root value here left every project on its default, one worker on two cores.
    projects: [
      'packages/shared',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.own-process.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
