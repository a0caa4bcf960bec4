import type { FastifyBaseLogger } from 'fastify';
import type { ExportEmailAnswer, Language, TripDetail } from '@trilha/shared';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { BackgroundTasks } from '../../lib/background';
import type { Actor } from '../../plugins/auth';
import type { TripsService } from '../trips/trips.service';
import { exportMail } from './export-mail';
import { pdfFileName, tripPdf, tripPdfBuffer } from './pdf/trip-pdf';

/** Waits between delivery attempts of an export mail: a mail server that is down for a moment is retried. */
export const EXPORT_MAIL_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

export interface ExportServiceDeps {
  trips: TripsService;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  retryDelaysMs?: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createExportService({
  trips,
  mailer,
  background,
  log,
  retryDelaysMs = EXPORT_MAIL_RETRY_DELAYS_MS,
}: ExportServiceDeps) {
  /** Every member may export: the trips module's read rule (strangers get 404 TRIP_NOT_FOUND). */
  async function readable(actor: Actor, tripId: string, language: Language): Promise<TripDetail> {
    return trips.get(actor, tripId, language);
  }

  async function deliver(message: MailMessage, context: Record<string, unknown>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await mailer.send(message);
        log.info({ ...context, attempt: attempt + 1 }, 'trip export mail sent');
        return;
      } catch (err) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          log.error({ err, ...context, attempts: attempt + 1 }, 'trip export mail failed; giving up');
          throw err;
        }
        log.warn(
          { err, ...context, attempt: attempt + 1, retryInMs: delay },
          'trip export mail failed; retrying',
        );
        await sleep(delay);
      }
    }
  }

  return {
    async pdf(actor: Actor, tripId: string, language: Language) {
      const trip = await readable(actor, tripId, language);
      return { fileName: pdfFileName(trip.title), stream: tripPdf(trip, language) };
    },

    /**
     * Answers at once; the PDF is made and mailed in the background, in the sender's language, so the
     * request never waits on the mail server.
     */
    async email(
      actor: Actor,
      tripId: string,
      input: { to: string[]; sendCopy: boolean },
      language: Language,
    ): Promise<ExportEmailAnswer> {
      const trip = await readable(actor, tripId, language);
      const to = [...new Set(input.to)];
      // The caller already among the recipients gets the mail once.
      const sendCopy = input.sendCopy && !to.includes(actor.email);
      background.run('trip-export-mail', async () => {
        const pdf = await tripPdfBuffer(trip, language);
        const attachments = [
          { filename: pdfFileName(trip.title), content: pdf, contentType: 'application/pdf' },
        ];
        const context = { tripId, userId: actor.id, recipients: to.length };
        await deliver({ to: to.join(', '), ...exportMail(language, trip, actor.name), attachments }, context);
        if (sendCopy) {
          const copy = exportMail(language, trip, actor.name, { recipients: to });
          await deliver({ to: actor.email, ...copy, attachments }, { ...context, copy: true });
        }
      });
      return { recipients: sendCopy ? [...to, actor.email] : to, sendCopy };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
