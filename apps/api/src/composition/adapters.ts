import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppOptions } from './options';
import { createAiEngine } from '../adapters/ai/create-engine';
import { createAviationStack } from '../adapters/flight-status/aviationstack';
import { createGeocoder } from '../adapters/geocoder/create-geocoder';
import { createGoogleVerifier } from '../adapters/google/google-id-token';
import { createOidcClient } from '../adapters/oidc/oidc-client';
import { createLocalBus, createPostgresBus } from '../adapters/live/notification-bus';
import { createMailer } from '../adapters/mail/mailer';
import { createStripePayments } from '../adapters/payments/stripe';
import { createEcbRates } from '../adapters/rates/ecb';
import { createRoutingService } from '../adapters/routing/routing';
import { createFileStorage } from '../adapters/storage/create-storage';
import { resolveJwtSecret } from '../lib/secrets';
import { createTokenSigner } from '../lib/tokens';
import { createMailQueue } from '../modules/mail/mail-queue';
import { createPlaceFinder } from '../modules/places/place-finder';
import { createRedis } from '../plugins/redis';

/**
 * The database, the secrets and the outside services, each from the configuration unless the caller
 * (a test) gives its own: what the modules are built on.
 */
export async function createAdapters(options: AppOptions, log: FastifyBaseLogger) {
  const { config, database } = options;
  const db = database.db;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
  const ratesSource =
    options.ratesSource ?? (config.exchangeRatesUrl ? createEcbRates(config.exchangeRatesUrl) : undefined);
  return {
    db,
    /** Where a trip's page statements run (db/client.ts). */
    pageDb: database.pages ?? db,
    /** Signs the access tokens and keys the device cookies. */
    secret,
    tokens: createTokenSigner(secret),
    mailer,
    mail: createMailQueue({ db, mailer, log, now: options.mailQueue?.now }),
    files: options.files ?? (await createFileStorage(config, log)),
    // Embedded, one server owns the data folder (its lock): no other instance could NOTIFY, and the LISTEN
    // connection would only cost PostgreSQL a backend (3-4 MB).
    bus:
      database.url && !database.embedded
        ? createPostgresBus(database.url, log, options.liveReconnect)
        : createLocalBus(),
    flightStatus:
      options.flightStatus ?? (config.flightStatus ? createAviationStack(config.flightStatus) : undefined),
    routing: createRoutingService({ server: config.routing, log, timeoutMs: options.routingTimeoutMs }),
    redis: config.redisUrl ? await createRedis(config.redisUrl, log) : undefined,
    google: createGoogleVerifier(config.googleClientId, config.googleJwksUrl),
    oidc: createOidcClient(config.oidc),
    placeFinder: createPlaceFinder({
      geocoder: createGeocoder(config.geocoder),
      log,
      timeoutMs: options.geocoderTimeoutMs,
    }),
    aiEngine: await createAiEngine(config.ai),
    ratesSource,
    payments: config.stripe ? await createStripePayments(config.stripe) : undefined,
  };
}

export type Adapters = Awaited<ReturnType<typeof createAdapters>>;
