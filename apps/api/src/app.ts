import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import { IMPORT_MAX_BYTES } from '@trilha/shared';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { ping, type DatabaseHandle } from './db/client';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createGoogleVerifier } from './adapters/google/google-id-token';
import { loggerOptions } from './lib/logging';
import { resolveJwtSecret } from './lib/secrets';
import { createTokenSigner } from './lib/tokens';
import { authenticate } from './plugins/auth';
import {
  gracefulClosePlugin,
  SERVER_TIMEOUTS,
  serverOptions,
  type ServerTimeouts,
} from './plugins/connections';
import { errorsPlugin } from './plugins/errors';
import { compressionPlugin } from './plugins/compression';
import { plainTextPlugin } from './plugins/plain-text';
import { rateLimitsFor, type RateLimits } from './plugins/rate-limits';
import { createRedis, redisConnected } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { apiCacheHeaders, apiEntityTag } from './plugins/api-cache-headers';
import { webAppPlugin } from './plugins/web-app';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createDeviceCookies } from './modules/auth/device-cookies';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { placesIndex } from './modules/places/places.index';
import { placesRoutes } from './modules/places/places.routes';
import { tripsRoutes } from './modules/trips/trips.routes';
import { createTripsService } from './modules/trips/trips.service';
import type { TripContents } from './modules/trips/trips.presenter';
import type { TripParts } from './modules/trips/trip-parts.repository';
import { sharesRoutes } from './modules/trips/sharing/shares.routes';
import { createSharesService } from './modules/trips/sharing/shares.service';
import { checklistRoutes } from './modules/checklist/checklist.routes';
import { createChecklistService } from './modules/checklist/checklist.service';
import { contactsRoutes, createContactsService } from './modules/contacts/contacts';
import { itineraryRoutes } from './modules/itinerary/itinerary.routes';
import { createItineraryService } from './modules/itinerary/itinerary.service';
import { createTipsService, tipsRoutes } from './modules/tips/tips';
import { createFileStorage } from './adapters/storage/create-storage';
import type { FileStorage } from './adapters/storage/storage';
import { createAviationStack, type FlightStatusService } from './adapters/flight-status/aviationstack';
import { createAirportsIndex } from './modules/airports/airports.index';
import { airportsRoutes } from './modules/airports/airports.routes';
import { flightsRoutes } from './modules/flights/flights.routes';
import { createFlightsService } from './modules/flights/flights.service';
import { bookingsRoutes, createBookingFiles, createBookingsService } from './modules/bookings/bookings';
import { createTourFiles, createToursService, toursRoutes } from './modules/tours/tours';
import { importsRoutes } from './modules/imports/imports.routes';
import { createImportsService } from './modules/imports/imports.service';
import { createImportAi } from './modules/imports/readers/ai';
import { createImportAiReader } from './modules/imports/imports.ai';
import { mailImportsRoutes } from './modules/imports/mail-imports.routes';
import { createMailImportsService } from './modules/imports/mail-imports.service';
import { createSmtpReceiver, type SmtpReceiver } from './adapters/mail/smtp-receiver';
import { isListenRefusal, StartError } from './lib/start-errors';
import type { ReaderPool } from './modules/imports/readers/reader-pool';
import { photosRoutes } from './modules/photos/photos.routes';
import { createPhotosService } from './modules/photos/photos.service';
import { exportRoutes } from './modules/export/export.routes';
import { createExportService } from './modules/export/export.service';
import { daysRoutes } from './modules/days/days.routes';
import { createEcbRates, type ReferenceRatesSource } from './adapters/rates/ecb';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { createExpensesService } from './modules/expenses/expenses.service';
import { createParticipantsService } from './modules/expenses/participants';
import { createRatesService } from './modules/expenses/rates.service';
import { createDaysService } from './modules/days/days.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { agenciesRoutes } from './modules/agencies/agencies.routes';
import { createLocalBus, createPostgresBus, type ReconnectBackoff } from './adapters/live/notification-bus';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createGamificationService } from './modules/gamification/gamification.service';
import { createDailyJobs } from './jobs/daily';
import { createAgenciesService } from './modules/agencies/agencies.service';
import { createConsultantClientsService } from './modules/agencies/consultant-clients.service';
import { createInvitationsService } from './modules/agencies/invitations.service';
import { createCalendarService } from './modules/calendar/calendar.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { createPremiumExpiryJob } from './jobs/premium-expiry';
import { aiRoutes } from './modules/ai/ai.routes';
import { createAiService } from './modules/ai/ai.service';
import { createAiEngine } from './adapters/ai/create-engine';
import { createStripePayments } from './adapters/payments/stripe';
import { premiumRoutes } from './modules/premium/premium.routes';
import { createPremiumService } from './modules/premium/premium.service';
import { createMailQueue, type MailQueue } from './modules/mail/mail-queue';
import { createOutgoingMailService } from './modules/mail/mail.service';
import { createRoutingService, type RoutingService } from './adapters/routing/routing';
import { routingRoutes } from './modules/routing/routing.routes';
import { createTripRoutesService } from './modules/routing/routing.service';
import { createGeocoder } from './adapters/geocoder/create-geocoder';
import { createPlaceFinder } from './modules/places/place-finder';
import { createPlacesService } from './modules/places/places.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly jobs, for tests and tools that run them by hand. */
    dailyJobs: ReturnType<typeof createDailyJobs>;
    /** The hourly end of manual premium grants; tests run it by hand with their own clock. */
    premiumExpiry: ReturnType<typeof createPremiumExpiryJob>;
    /** Every outgoing mail's queue; tests send what is due with `drain()`. */
    mailQueue: MailQueue;
    /** The SMTP receiver of the personal import addresses, when INBOUND_MAIL is set. */
    inboundMail: SmtpReceiver | undefined;
  }
}

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

/** Builds the whole application without listening (STYLE.md: app.ts builds, server.ts starts). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    ...serverOptions(timeouts),
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenSigner(secret);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const mail = createMailQueue({ db, mailer, log: app.log, now: options.mailQueue?.now });
  app.decorate('mailQueue', mail);
  const files = options.files ?? (await createFileStorage(config, app.log));
  const bus = database.url
    ? createPostgresBus(database.url, app.log, options.liveReconnect)
    : createLocalBus();
  const notifications = createNotificationsService({ db, bus, log: app.log });
  const gamification = createGamificationService({ db, notify: notifications.notify, log: app.log });
  const flightStatus =
    options.flightStatus ?? (config.flightStatus ? createAviationStack(config.flightStatus) : undefined);
  const routing: RoutingService = createRoutingService({
    server: config.routing,
    log: app.log,
    timeoutMs: options.routingTimeoutMs,
  });
  const redis = config.redisUrl ? await createRedis(config.redisUrl, app.log) : undefined;

  const admin = createAdminService({
    db,
    mail,
    appUrl: config.appUrl,
    notify: notifications.notify,
  });
  const auth = createAuthService({
    db,
    tokens,
    mail,
    google: createGoogleVerifier(config.googleClientId, config.googleJwksUrl),
    appUrl: config.appUrl,
    signupApproval: config.signupApproval,
    announcePending: admin.announcePending,
    welcomeFirstAdmin: admin.welcomeFirstAdmin,
  });
  const users = createUsersService({
    db,
    tokens,
    aiMonthlyLimit: config.ai.monthlyLimit,
    aiImportFreeMonthly: config.ai.importFreeMonthly,
    files,
    gamification,
  });
  // The trip's detail gathers what the modules below own; they are made after it, as they need it.
  const trips = createTripsService({
    db,
    files,
    contents: () => tripContents(),
    rewards: gamification,
  });
  const shares = createSharesService({ db, trips, notify: notifications.notify, rewards: gamification });
  const placeFinder = createPlaceFinder({
    geocoder: createGeocoder(config.geocoder),
    log: app.log,
    timeoutMs: options.geocoderTimeoutMs,
  });
  const checklist = createChecklistService({ db, trips, rewards: gamification });
  const tips = createTipsService({ db, trips });
  const contacts = createContactsService({ db, trips });
  const itinerary = createItineraryService({ db, trips });
  const bookings = createBookingsService({ db, trips, rewards: gamification, files });
  const tours = createToursService({ db, trips, rewards: gamification, files });
  const bookingFiles = createBookingFiles({ db, trips, files });
  const tourFiles = createTourFiles({ db, trips, files });
  const airports = createAirportsIndex();
  const places = createPlacesService({ db, trips, cities: placesIndex(), airports, finder: placeFinder });
  const aiEngine = await createAiEngine(config.ai);
  const participants = createParticipantsService({ db, trips });
  const ratesSource =
    options.ratesSource ?? (config.exchangeRatesUrl ? createEcbRates(config.exchangeRatesUrl) : undefined);
  const rates = createRatesService({ db, source: ratesSource, log: app.log });
  const expenses = createExpensesService({ db, trips, participants, rates, rewards: gamification });
  const flights = createFlightsService({
    db,
    trips,
    airports,
    files,
    statusService: flightStatus,
    log: app.log,
    notify: notifications.notify,
    rewards: gamification,
  });
  const photos = createPhotosService({ db, trips, files });
  const mailImports = createMailImportsService({
    db,
    trips,
    airports,
    files,
    notify: notifications.notify,
    log: app.log,
    domain: config.inboundMail?.domain,
    timeoutMs: options.importTimeoutMs,
    readers: options.importReaders,
  });
  const tripContents = (): TripParts<TripContents> => ({
    flights: flights.part,
    bookings: bookings.part,
    tours: tours.part,
    checklist: checklist.part,
    tips: tips.part,
    itinerary: itinerary.part,
    contacts: contacts.part,
    expenseSummary: expenses.summaryPart,
    photos: photos.part,
  });

  await app.register(errorsPlugin);
  if (options.mailQueue?.sendBeforeReply) {
    // Tests read the mail a request caused right after its answer, as if the mail server were instant.
    app.addHook('onSend', async () => {
      if (mail.queuedHere) await mail.drain();
    });
  }
  await app.register(gracefulClosePlugin, { grace: timeouts.shutdownGrace });
  await app.register(plainTextPlugin);
  await app.register(securityPlugin, { config });
  // Before compression's own hook, so the entity tag is the hash of the body as built.
  app.addHook('onSend', apiEntityTag);
  await app.register(compressionPlugin);
  // Limits apply only where a route asks for one; with Redis they hold across every instance.
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  if (redis) app.addHook('onReady', () => redisConnected(redis));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Trilha API', version: '0.1.0', description: 'The HTTP contract of shared/API.md.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', authenticate({ db, tokens }));
      api.addHook('onSend', apiCacheHeaders);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(systemRoutes, {
        checks: {
          database: () => ping(db),
          storage: () => files.check(),
          ...(redis ? { redis: () => redis.ping() } : {}),
        },
        config,
        routing: routing.config,
      });
      const limits = options.rateLimits ?? rateLimitsFor(config);
      await api.register(authRoutes, {
        auth,
        limits,
        devices: createDeviceCookies({ secret, secure: config.appUrl.startsWith('https:') }),
      });
      await api.register(usersRoutes, { users, limits });
      await api.register(feedbackRoutes, { feedback: createFeedbackService({ db, rewards: gamification }) });
      await api.register(tripsRoutes, { trips });
      await api.register(sharesRoutes, { shares });
      await api.register(placesRoutes, { places });
      await api.register(checklistRoutes, { checklist });
      await api.register(tipsRoutes, { tips });
      await api.register(contactsRoutes, { contacts });
      await api.register(itineraryRoutes, { itinerary });
      await api.register(airportsRoutes, { airports });
      await api.register(flightsRoutes, { flights });
      await api.register(bookingsRoutes, { bookings, bookingFiles });
      await api.register(toursRoutes, { tours, tourFiles });
      await api.register(importsRoutes, {
        limits,
        imports: createImportsService({
          db,
          trips,
          airports,
          files,
          rewards: gamification,
          log: app.log,
          timeoutMs: options.importTimeoutMs,
          readers: options.importReaders,
          // The engine's own request (one OpenAI-compatible client); none with the offline engine.
          ai: aiEngine.structured
            ? createImportAiReader({
                db,
                read: createImportAi(aiEngine.structured),
                limits: config.ai,
                log: app.log,
              })
            : undefined,
        }),
      });
      await api.register(mailImportsRoutes, { mailImports });
      await api.register(photosRoutes, { photos });
      await api.register(exportRoutes, {
        exports: createExportService({ db, trips, mail }),
        limits,
      });
      await api.register(expensesRoutes, { expenses, participants });
      await api.register(routingRoutes, { tripRoutes: createTripRoutesService({ trips, routing }) });
      await api.register(daysRoutes, { days: createDaysService({ db, trips, expenses }) });
      await api.register(notificationsRoutes, { notifications, heartbeatMs: options.heartbeatMs });
      await api.register(agenciesRoutes, {
        agencies: createAgenciesService({
          db,
          mail,
          appUrl: config.appUrl,
          notify: notifications.notify,
        }),
        consultantClients: createConsultantClientsService({ db, trips, notify: notifications.notify }),
        invitations: createInvitationsService({ db, tokens, notify: notifications.notify }),
      });
      await api.register(calendarRoutes, { calendar: createCalendarService({ db, appUrl: config.appUrl }) });
      await api.register(adminRoutes, {
        admin,
        mail: createOutgoingMailService({ db, queue: mail }),
        prefix: '/admin',
      });
      await api.register(aiRoutes, {
        ai: createAiService({
          db,
          trips,
          airports,
          engine: aiEngine,
          findPlaces: placeFinder,
          rates,
          monthlyLimit: config.ai.monthlyLimit,
          log: app.log,
        }),
      });
      await api.register(premiumRoutes, {
        premium: createPremiumService({
          db,
          payments: config.stripe ? await createStripePayments(config.stripe) : undefined,
          appUrl: config.appUrl,
          aiMonthlyLimit: config.ai.monthlyLimit,
          notify: notifications.notify,
          log: app.log,
        }),
        prefix: '/premium',
      });
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin, { root: config.webDistDir });

  const daily = createDailyJobs({ db, notify: notifications.notify, gamification, log: app.log });
  app.decorate('dailyJobs', daily);
  const premiumExpiry = createPremiumExpiryJob({ db, notify: notifications.notify, log: app.log });
  app.decorate('premiumExpiry', premiumExpiry);
  if (options.jobs !== false) {
    app.addHook('onReady', async () => {
      daily.start();
      premiumExpiry.start();
      mail.start();
    });
  }

  // The personal import addresses' receiver listens beside the HTTP server and closes with it.
  const inboundMail = config.inboundMail
    ? await createSmtpReceiver({
        host: config.inboundMail.host,
        port: config.inboundMail.port,
        name: config.inboundMail.domain,
        maxBytes: IMPORT_MAX_BYTES,
        accepts: (address) => mailImports.accepts(address),
        deliver: (recipients, data) => mailImports.receive(recipients, data),
        log: app.log,
      })
    : undefined;
  app.decorate('inboundMail', inboundMail);
  if (inboundMail) {
    app.addHook('onReady', async () => {
      const { port } = config.inboundMail!;
      await inboundMail.listen().catch((error: unknown) => {
        if (!isListenRefusal(error)) throw error;
        throw new StartError(
          `The import mail receiver cannot listen on port ${port} (in use, or not ours to use). ` +
            'Choose another with INBOUND_MAIL_PORT.',
        );
      });
    });
  }

  app.addHook('onClose', async () => {
    await inboundMail?.close();
    await mail.stop();
    mailer.close();
    redis?.disconnect();
    daily.stop();
    premiumExpiry.stop();
    await bus.close();
  });
  return app;
}
