import { defineProject } from 'vitest/config';
import { MOCKING_FILES, webPlugins, webTestSettings } from './vitest.shared';

export default defineProject({
  plugins: webPlugins,
  test: {
    ...webTestSettings,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING_FILES,
    // One module graph and one jsdom per worker, not per file: loading React, MUI and the app's modules and
    // building a jsdom took more than the tests themselves (398 s for the project, 108 s with this).
    // setup.ts puts back what a test changes outside its render; module state is kept per query client.
    isolate: false,
  },
});
