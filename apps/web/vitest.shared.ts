import react from '@vitejs/plugin-react';

/**
 * The web test files that replace a module with `vi.mock`: sharing a worker's module graph (isolate:
 * false), a mocked module would stay mocked for the files after them, so they run isolated, in the
 * project `web-isolated` (vitest.isolated.config.ts). `--project 'web*'` runs both.
 */
export const MOCKING_FILES = [
  'src/app/external-services.test.tsx',
  'src/features/auth/login-passkey.test.tsx',
  'src/features/imports/pending-import.test.tsx',
  'src/features/map/trip-map.test.tsx',
  'src/features/notifications/notification-bell.test.tsx',
  'src/features/notifications/notifications-page.test.tsx',
  'src/features/offline/app-updates.test.tsx',
  'src/features/settings/passkeys.test.tsx',
  'src/lib/offline/offline-data-gate.test.tsx',
];

/** What both web projects share. */
export const webTestSettings = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  maxWorkers: 2,
  // A screen test loads its lazy route and types into forms like a person: on a busy 2-core machine
  // (CI runs the API suite beside it) the slowest take several seconds, past the default 5 s; under more
  // load than that (a load average of 8) the add-expense and trip forms' longest tests passed 15 s.
  testTimeout: 30_000,
};

export const webPlugins = [react()];
