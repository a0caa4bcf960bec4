import type { DestinationStream } from 'pino';
import type { Config } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../adapters/mail/mailer';
import type { FlightStatusService } from '../adapters/flight-status/aviationstack';
import type { ReconnectBackoff } from '../adapters/live/notification-bus';
import type { ReferenceRatesSource } from '../adapters/rates/ecb';
import type { FileStorage } from '../adapters/storage/storage';
import type { ReaderPool } from '../modules/imports/readers/reader-pool';
import type { RateLimits } from '../plugins/rate-limits';
import type { ServerTimeouts } from '../plugins/connections';

/** What buildApp (app.ts) takes: the configuration and database, and what tests replace or shorten. */
export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests replace these; the server uses the defaults. */
  mailer?: Mailer;
  files?: FileStorage;
  flightStatus?: FlightStatusService;
  /** Tests shorten the wait for a slow routing server and a slow geocoder. */
  routingTimeoutMs?: number;
  geocoderTimeoutMs?: number;
  ratesSource?: ReferenceRatesSource;
  /** Tests move the mail queue's clock (retries, the daily cap) and send queued mail before each answer. */
  mailQueue?: { now?: () => Date; sendBeforeReply?: boolean };
  /** Tests shorten the live stream's heartbeat. */
  heartbeatMs?: number;
  /** Tests shorten the waits between reconnects of the live notifications' LISTEN connection. */
  liveReconnect?: ReconnectBackoff;
  /** The hourly background jobs (reminders, finished trips); tests run them by hand. */
  jobs?: boolean;
  rateLimits?: RateLimits;
  logger?: boolean;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: DestinationStream;
  /** Tests shorten the server's timeouts and shutdown grace. */
  timeouts?: Partial<ServerTimeouts>;
  /** Tests shorten how long reading a booking import may take. */
  importTimeoutMs?: number;
  /**
   * Tests give the workers that open booking imports (a slow one); the process's own by default.
   * `'inline'` reads on the server's own thread, as before the workers (the import bench compares).
   */
  importReaders?: ReaderPool | 'inline';
}
