import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.E2E_PORT ?? 3999);
/** A fresh data folder each run; the journeys read reset links from its mail outbox. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-data-${port}`);

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not reachable here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], locale: 'pt-BR' },
      testIgnore: /responsive\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR' },
      testMatch: /responsive\.spec\.ts/,
    },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node apps/api/dist/server.js`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The machines running the journeys are offline: the traveller types exchange rates.
      EXCHANGE_RATES_URL: 'off',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
