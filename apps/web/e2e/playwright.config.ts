import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.E2E_PORT ?? 3999);
/** A fresh data folder each run; the journeys read reset links from its mail outbox. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-data-${port}`);
/**
 * A second server with sign-up approval on, for the administration journey (admin.spec.ts); the first
 * keeps approval off, as every other journey registers and signs straight in. With E2E_DATABASE_URL
 * both share the database; on PGlite this one has its own, empty until the journey registers its admin.
 */
export const E2E_APPROVAL_PORT = port + 1;
export const E2E_APPROVAL_URL = `http://127.0.0.1:${E2E_APPROVAL_PORT}`;
export const E2E_APPROVAL_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-approval-${E2E_APPROVAL_PORT}`);

/**
 * The Stripe double (stripe-double.ts) the first server sells premium through, for the premium journey
 * (premium.spec.ts): payments are on for every journey on that server, none of the others buys anything.
 */
export const E2E_STRIPE_PORT = port + 2;
export const E2E_STRIPE_URL = `http://127.0.0.1:${E2E_STRIPE_PORT}`;
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_trilha_journeys';
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PRICE_ID: 'price_e2e_premium',
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: E2E_STRIPE_URL,
};

/**
 * A server with the outside services configured (META_PIXEL_ID, GOOGLE_MAPS_API_KEY), only for the
 * external-services journey (external-services.spec.ts), which intercepts their scripts: nothing reaches
 * the network. The other journeys' servers have neither, so they load nothing from outside.
 */
export const E2E_SERVICES_PORT = port + 3;
export const E2E_SERVICES_URL = `http://127.0.0.1:${E2E_SERVICES_PORT}`;
export const E2E_PIXEL_ID = '1234567890';
export const E2E_MAPS_KEY = 'e2e-maps-key';
const E2E_SERVICES_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-services-${E2E_SERVICES_PORT}`);

/**
 * A server serving its own copy of the built web app, for the journey that publishes a new release by
 * rewriting sw.js (offline.spec.ts): every other server keeps apps/web/dist as built, so the journeys
 * running beside it, and a second pass on the same build, never meet a release they did not make.
 */
export const E2E_RELEASE_PORT = port + 4;
export const E2E_RELEASE_URL = `http://127.0.0.1:${E2E_RELEASE_PORT}`;
const E2E_RELEASE_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-release-${E2E_RELEASE_PORT}`);
export const E2E_RELEASE_WEB_DIR = path.join(os.tmpdir(), `trilha-e2e-release-web-${E2E_RELEASE_PORT}`);

/**
 * A server answering at http://localhost:<port>, for the passkeys journey (passkeys.spec.ts): WebAuthn
 * takes a domain as the relying party's id (APP_URL's host name), never an IP address like the other
 * servers' 127.0.0.1, and `localhost` is a secure context without https.
 */
export const E2E_PASSKEYS_PORT = port + 8;
export const E2E_PASSKEYS_URL = `http://localhost:${E2E_PASSKEYS_PORT}`;
const E2E_PASSKEYS_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-passkeys-${E2E_PASSKEYS_PORT}`);

/**
 * An OpenID Connect provider (oidc-provider.ts, oidc-provider's development pages) and a server signing in
 * with it (OIDC_ISSUER), for the OpenID Connect journey (oidc.spec.ts): the other servers' sign-in page
 * keeps no provider's button.
 */
export const E2E_OIDC_PROVIDER_PORT = port + 6;
export const E2E_OIDC_PROVIDER_URL = `http://127.0.0.1:${E2E_OIDC_PROVIDER_PORT}`;
export const E2E_OIDC_PORT = port + 7;
export const E2E_OIDC_URL = `http://127.0.0.1:${E2E_OIDC_PORT}`;
const E2E_OIDC_DATA_DIR = path.join(os.tmpdir(), `trilha-e2e-oidc-${E2E_OIDC_PORT}`);
/** The provider's name on the sign-in button. */
export const E2E_OIDC_NAME = 'Trilha SSO';
const oidcClient = { OIDC_CLIENT_ID: 'trilha-e2e', OIDC_CLIENT_SECRET: 'trilha-e2e-oidc-secret' };

/**
 * Every server's mail outbox. With E2E_DATABASE_URL the servers share one database, and with it the mail
 * queue: whichever server's worker claims a mail writes it to its own outbox folder.
 */
export const E2E_OUTBOX_DIRS = [
  E2E_DATA_DIR,
  E2E_APPROVAL_DATA_DIR,
  E2E_SERVICES_DATA_DIR,
  E2E_RELEASE_DATA_DIR,
  E2E_PASSKEYS_DATA_DIR,
  E2E_OIDC_DATA_DIR,
].map((dir) => path.join(dir, 'outbox'));

/**
 * The first server also receives booking mail for the personal import addresses (issue 20) on this
 * port, for the mail import journey (mail-import.spec.ts), which forwards a mail to it over SMTP.
 */
export const E2E_INBOUND_MAIL_PORT = port + 5;
export const E2E_INBOUND_MAIL_DOMAIN = 'in.trilha.test';

/**
 * Debian's Chromium (Playwright's own browser download is not reachable here): its old headless shell
 * (package chromium-headless-shell) where installed, as Playwright itself prefers for headless runs: on
 * the same journeys it took about 20% less CPU and wall time than the full browser running headless.
 */
function chromium() {
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
}

function server(
  serverPort: number,
  dataDir: string,
  env: Record<string, string> = {},
  beforeStart = `rm -rf "${dataDir}"`,
) {
  return {
    command: `${beforeStart} && node --max-semi-space-size=8 apps/api/dist/server.js`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${serverPort}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${serverPort}`,
      LOG_LEVEL: 'warn',
      // The machines running the journeys are offline: the traveller types exchange rates.
      EXCHANGE_RATES_URL: 'off',
      // Every journey signs up its people from this one address, more than the hourly default of 20.
      SIGNUP_LIMIT_PER_HOUR: '1000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...env,
    },
  };
}

/**
 * Serial or parallel — what a new journey chooses:
 * - Each spec file is one unit of work: its tests run in order, in one worker (fullyParallel: false);
 *   different files may run side by side, in E2E_WORKERS workers (1 by default, see `workers`).
 * - So a journey must not depend on what another file does or has done: it registers its own people
 *   (uniqueEmail), finds its own rows by their e-mail or title rather than counting everything on the
 *   instance, and reads only the mail addressed to its people (mailsTo).
 * - Tests of one file that build on each other declare `test.describe.configure({ mode: 'serial' })`
 *   (admin.spec.ts): a failure then skips the rest of the file instead of running them on a wrong state.
 * - A journey that changes something a server shares with every journey (its settings, its built files)
 *   gets a server of its own here, as the approval, services and release servers show, rather than
 *   making the whole run serial.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  // One browser at a time: the journeys are bound by Chromium's CPU, and on two cores a second worker made
  // each journey about twice as slow without finishing sooner. E2E_WORKERS=2 on a machine with more cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  // The longest journey takes about 30 s alone on 2 cores (the widths check has a limit of its own); the
  // limit leaves room for a machine shared with other work, each step still waiting at most 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (its DOM snapshots and screencast) more than doubled Chromium's CPU per journey
    // (67 s against 30 s over three journeys, measured in one sitting). In CI a failed journey runs again
    // with a trace; locally, a failure keeps the trace of its one run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A new browser context installs the service worker, which precaches the whole built app (~600 files)
    // from the server under test: per journey, most of the run's CPU. The journeys about offline use and
    // releases (offline.spec.ts, signed-out.spec.ts) allow it; the rest test the app as the network serves it.
    serviceWorkers: 'block',
    // As a person who asked their system for less motion: the app then drops its transitions and ripples
    // (theme.ts), so a step waits for no animation and the browser paints fewer frames (about 4% less CPU).
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
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
  webServer: [
    {
      // Plain Node runs it (type stripping, Node 22.18+): no npx and no tsx compiler to start.
      command: 'node apps/web/e2e/stripe-double.ts',
      cwd: repoRoot,
      url: `${E2E_STRIPE_URL}/ready`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { STRIPE_DOUBLE_PORT: String(E2E_STRIPE_PORT) },
    },
    server(port, E2E_DATA_DIR, {
      ...stripeEnv,
      INBOUND_MAIL: E2E_INBOUND_MAIL_DOMAIN,
      INBOUND_MAIL_PORT: String(E2E_INBOUND_MAIL_PORT),
    }),
    server(E2E_APPROVAL_PORT, E2E_APPROVAL_DATA_DIR, { SIGNUP_APPROVAL: 'true' }),
    server(E2E_SERVICES_PORT, E2E_SERVICES_DATA_DIR, {
      META_PIXEL_ID: E2E_PIXEL_ID,
      GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY,
    }),
    server(
      E2E_RELEASE_PORT,
      E2E_RELEASE_DATA_DIR,
      { WEB_DIST_DIR: E2E_RELEASE_WEB_DIR },
      `rm -rf "${E2E_RELEASE_DATA_DIR}" "${E2E_RELEASE_WEB_DIR}" && cp -R apps/web/dist "${E2E_RELEASE_WEB_DIR}"`,
    ),
    server(E2E_PASSKEYS_PORT, E2E_PASSKEYS_DATA_DIR, { APP_URL: E2E_PASSKEYS_URL }),
    {
      command: 'node apps/web/e2e/oidc-provider.ts',
      cwd: repoRoot,
      url: `${E2E_OIDC_PROVIDER_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        ...oidcClient,
        OIDC_PROVIDER_PORT: String(E2E_OIDC_PROVIDER_PORT),
        OIDC_REDIRECT_URI: `${E2E_OIDC_URL}/api/auth/oidc/callback`,
      },
    },
    server(E2E_OIDC_PORT, E2E_OIDC_DATA_DIR, {
      ...oidcClient,
      OIDC_ISSUER: E2E_OIDC_PROVIDER_URL,
      OIDC_NAME: E2E_OIDC_NAME,
    }),
  ],
});
