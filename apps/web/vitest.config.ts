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
    // A screen test loads its lazy route and types into forms like a person: on a busy 2-core machine
    // (CI runs the API suite beside it) the slowest take several seconds, past the default 5 s.
    testTimeout: 15_000,
  },
});
