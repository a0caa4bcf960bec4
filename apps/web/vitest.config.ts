import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // One module graph and one jsdom per worker, not per file: loading React, MUI and the app's modules and
    // building a jsdom took more than the tests themselves (398 s for the project, 108 s with this).
    // setup.ts puts back what a test changes outside its render; module state is kept per query client.
    isolate: false,
    maxWorkers: 2,
    // A screen test loads its lazy route and types into forms like a person: on a busy 2-core machine
    // (CI runs the API suite beside it) the slowest take several seconds, past the default 5 s.
    testTimeout: 15_000,
  },
});
