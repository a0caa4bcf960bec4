import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // argon2 hashing and database start-up make some tests slower than the default allows.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
