import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SmtpReceiver } from './adapters/mail/smtp-receiver';
import { createAdapters, type Adapters } from './composition/adapters';
import type { AppOptions } from './composition/options';
import { apiPlugin } from './composition/api';
import { inboundMailReceiver, scheduleJobs } from './composition/background';
import { createServices } from './composition/services';
import type { createDailyJobs } from './jobs/daily';
import type { createPremiumExpiryJob } from './jobs/premium-expiry';
import { loggerOptions } from './lib/logging';
import { openApiTransform, withErrorAnswers } from './lib/openapi';
import { VERSION } from './lib/version';
import type { MailQueue } from './modules/mail/mail-queue';
import { apiEntityTag } from './plugins/api-cache-headers';
import { compressionPlugin } from './plugins/compression';
import { gracefulClosePlugin, SERVER_TIMEOUTS, serverOptions } from './plugins/connections';
import { errorsPlugin } from './plugins/errors';
import { plainTextPlugin } from './plugins/plain-text';
import { rateLimitsFor } from './plugins/rate-limits';
import { redisConnected } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

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

export type { AppOptions } from './composition/options';

/** Builds the whole application without listening (STYLE.md: app.ts builds, server.ts starts). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
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

  const adapters = await createAdapters(options, app.log);
  app.decorate('mailQueue', adapters.mail);
  const { importTimeoutMs, importReaders } = options;
  const services = createServices({ ...adapters, config, log: app.log, importTimeoutMs, importReaders });

  await registerHttpPlugins(app, options, adapters, timeouts.shutdownGrace);
  await app.register(apiPlugin, {
    prefix: '/api',
    config,
    adapters,
    services,
    limits: options.rateLimits ?? rateLimitsFor(config),
    heartbeatMs: options.heartbeatMs,
    importTimeoutMs,
    importReaders,
  });
  await app.register(webAppPlugin, { root: config.webDistDir });
  const jobs = scheduleJobs(app, adapters, services, options.jobs !== false);
  const inboundMail = await inboundMailReceiver(app, config, services.mailImports);

  app.addHook('onClose', async () => {
    await inboundMail?.close();
    await adapters.mail.stop();
    adapters.mailer.close();
    adapters.redis?.disconnect();
    jobs.daily.stop();
    jobs.premiumExpiry.stop();
    await adapters.bus.close();
  });
  return app;
}

/** What every answer goes through, before any route: errors, shutdown, security, compression, limits. */
async function registerHttpPlugins(
  app: FastifyInstance,
  { config, mailQueue }: AppOptions,
  { mail, redis }: Adapters,
  shutdownGrace: number,
) {
  await app.register(errorsPlugin);
  if (mailQueue?.sendBeforeReply) {
    // Tests read the mail a request caused right after its answer, as if the mail server were instant.
    app.addHook('onSend', async () => {
      if (mail.queuedHere) await mail.drain();
    });
  }
  await app.register(gracefulClosePlugin, { grace: shutdownGrace });
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
      info: {
        title: 'Trilha API',
        version: VERSION,
        description: 'The HTTP contract of shared/API.md.',
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (document) =>
      'openapiObject' in document ? withErrorAnswers(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
}
