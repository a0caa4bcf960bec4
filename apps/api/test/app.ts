import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import type { Database, DatabaseHandle } from '../src/db/client';
import type { MailMessage, Mailer } from '../src/adapters/mail/mailer';
import type { FlightStatusService } from '../src/adapters/flight-status/aviationstack';
import type { ReferenceRatesSource } from '../src/adapters/rates/ecb';
import { createTokenSigner, type TokenSigner } from '../src/lib/tokens';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/plugins/rate-limits';
import { openTestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  tokens: TokenSigner;
  /** Every mail the app sent, newest last. */
  mail: MailMessage[];
  /** Every SQL statement sent since the last reset. */
  queries: string[];
  /** The app's own data folder (uploads live in its `uploads` folder). */
  dataDir: string;
  /** Set when the tests run on PostgreSQL: a second instance can open the same database. */
  databaseUrl?: string;
  /** The connections the pages' statements run on, when the database has its own (db/client.ts). */
  pages?: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  configure?: (config: Config) => void;
  flightStatus?: FlightStatusService;
  ratesSource?: ReferenceRatesSource;
  heartbeatMs?: number;
  logStream?: AppOptions['logStream'];
  timeouts?: AppOptions['timeouts'];
  /**
   * A real mailer (an SMTP peer in the test) instead of the in-memory capture. Its mail is sent only
   * when the test calls `app.mailQueue.drain()`; captured mail is sent before each answer.
   */
  mailer?: Mailer;
  /** The mail queue's clock (retries, the daily cap of export strangers). */
  mailClock?: () => Date;
  /** Another test app's database (two instances on one PostgreSQL database, or a reopened data dir). */
  database?: DatabaseHandle;
  importTimeoutMs?: number;
  importReaders?: AppOptions['importReaders'];
  routingTimeoutMs?: number;
  geocoderTimeoutMs?: number;
}

/** The real app on its own fresh database and data folder, with mail captured in memory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trilha-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    APP_URL: 'http://trilha.test',
    // No outside services in tests: each test that wants reference rates brings its own source.
    EXCHANGE_RATES_URL: 'off',
    ...options.env,
  });
  options.configure?.(config);
  const queries: string[] = [];
  const database = options.database ?? (await openTestDatabase((query) => queries.push(query)));
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => void mail.push(message),
    close: () => undefined,
  };
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? mailer,
    mailQueue: { now: options.mailClock, sendBeforeReply: !options.mailer },
    flightStatus: options.flightStatus,
    ratesSource: options.ratesSource,
    heartbeatMs: options.heartbeatMs,
    logStream: options.logStream,
    timeouts: options.timeouts,
    importTimeoutMs: options.importTimeoutMs,
    importReaders: options.importReaders,
    routingTimeoutMs: options.routingTimeoutMs,
    geocoderTimeoutMs: options.geocoderTimeoutMs,
    jobs: false,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  });
  return {
    app,
    db: database.db,
    config,
    tokens: createTokenSigner(TEST_JWT_SECRET),
    mail,
    queries,
    dataDir,
    databaseUrl: database.url,
    pages: database.pages,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
