import { defineProject } from 'vitest/config';
import { apiTestSettings, OWN_PROCESS_FILES } from './vitest.shared.ts';

export default defineProject({
  test: {
    ...apiTestSettings,
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: OWN_PROCESS_FILES,
    // Loading the app's modules took most of a file's time (about a second each): a worker loads them
    // once and runs file after file. Nothing in these files mocks modules or changes the environment;
    // each file still gets its own database and app instance.
    isolate: false,
  },
});
