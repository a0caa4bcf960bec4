import { defineConfig } from 'vitest/config';

// One runner for every workspace, so `npm test` reports one count.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.own-process.config.ts',
      'apps/web',
    ],
  },
});
