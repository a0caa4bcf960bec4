import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES } from '@trilha/shared';
import { createSmtpReceiver } from '../adapters/mail/smtp-receiver';
import type { Config } from '../config/env';
import { createDailyJobs } from '../jobs/daily';
import { createPremiumExpiryJob } from '../jobs/premium-expiry';
import { isListenRefusal, StartError } from '../lib/start-errors';
import type { Adapters } from './adapters';
import type { Services } from './services';

/** The hourly jobs, and the sending of queued mail: started with the server unless `jobs` is false. */
export function scheduleJobs(
  app: FastifyInstance,
  { db, mail }: Adapters,
  { notifications, gamification }: Services,
  start: boolean,
) {
  const daily = createDailyJobs({ db, notify: notifications.notify, gamification, log: app.log });
  app.decorate('dailyJobs', daily);
  const premiumExpiry = createPremiumExpiryJob({ db, notify: notifications.notify, log: app.log });
  app.decorate('premiumExpiry', premiumExpiry);
  if (start) {
    app.addHook('onReady', async () => {
      daily.start();
      premiumExpiry.start();
      mail.start();
    });
  }
  return { daily, premiumExpiry };
}

/** The personal import addresses' receiver, when INBOUND_MAIL is set: it listens beside the HTTP server. */
export async function inboundMailReceiver(
  app: FastifyInstance,
  config: Config,
  mailImports: Services['mailImports'],
) {
  const settings = config.inboundMail;
  const inboundMail = settings
    ? await createSmtpReceiver({
        host: settings.host,
        port: settings.port,
        name: settings.domain,
        maxBytes: IMPORT_MAX_BYTES,
        accepts: (address) => mailImports.accepts(address),
        deliver: (recipients, data) => mailImports.receive(recipients, data),
        log: app.log,
      })
    : undefined;
  app.decorate('inboundMail', inboundMail);
  if (inboundMail) {
    app.addHook('onReady', async () => {
      await inboundMail.listen().catch((error: unknown) => {
        if (!isListenRefusal(error)) throw error;
        throw new StartError(
          `The import mail receiver cannot listen on port ${settings!.port} (in use, or not ours to use). ` +
            'Choose another with INBOUND_MAIL_PORT.',
        );
      });
    });
  }
  return inboundMail;
}
