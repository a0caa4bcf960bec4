import {
  EXPORT_STRANGERS_PER_DAY,
  type ExportEmailAnswer,
  type Language,
  type TripDetail,
} from '@trilha/shared';
import type { Database } from '../../db/client';
import { AppError, notFound, TooManyRequestsError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Actor } from '../../plugins/auth';
import { type MailQueue, type QueuedMail, UndeliverableMail } from '../mail/mail-queue';
import { mailRepository, type OutgoingMailRow } from '../mail/mail.repository';
import type { TripsService } from '../trips/trips.service';
import { usersRepository } from '../users/users.repository';
import { exportMail } from './export-mail';
import { exportRepository } from './export.repository';
import { planFor, type PlanPerson } from './plan-for';
import { pdfFileName, tripPdf, tripPdfBuffer } from './pdf/trip-pdf';

export interface ExportServiceDeps {
  db: Database;
  trips: TripsService;
  mail: MailQueue;
}

/** What a queued export mail is made from when it is sent: the trip as it is then, as its sender sees it. */
interface ExportPayload {
  tripId: string;
  language: Language;
  /** One request's mails share one PDF. */
  batch: string;
  /** The sender's own copy names the others it went to. */
  copyOf?: string[];
  /** One person's plan rather than the whole trip's. */
  person?: PlanPerson;
}

/** Whose plan to make: the caller's own (`for=me`) or a participant's; the whole trip without either. */
export interface PlanChoice {
  for?: 'me';
  participantId?: string;
}

const DAY_MS = 24 * 60 * 60_000;

export function createExportService({ db, trips, mail }: ExportServiceDeps) {
  /** Every member may export: the trips module's read rule (strangers get 404 TRIP_NOT_FOUND). */
  async function readable(actor: Actor, tripId: string, language: Language): Promise<TripDetail> {
    return trips.get(actor, tripId, language);
  }

  /**
   * The person a plan is for. A member with no participant yet on the trip is on what everyone is on; a
   * participant id that is not the trip's is 404 PARTICIPANT_NOT_FOUND.
   */
  async function planPerson(
    actor: Actor,
    tripId: string,
    choice: PlanChoice,
  ): Promise<PlanPerson | undefined> {
    if (choice.participantId) {
      const row = await exportRepository.participant(db, tripId, choice.participantId);
      if (!row) throw notFound('PARTICIPANT');
      return { participantId: row.id, name: row.name };
    }
    if (choice.for !== 'me') return undefined;
    const own = await exportRepository.participantOfUser(db, tripId, actor.id);
    return { participantId: own?.id ?? null, name: own?.name ?? actor.name };
  }

  /** The trip, cut down to one person's plan when there is one. */
  async function tripFor(trip: TripDetail, person: PlanPerson | undefined): Promise<TripDetail> {
    return person ? planFor(trip, person, await exportRepository.whoGoes(db, trip._id)) : trip;
  }

  // The PDF of the batch being sent: each recipient has a mail of their own, the PDF is made once.
  let lastPdf:
    { batch: string; trip: TripDetail; sender: string; pdf: Buffer; planOf: string | undefined } | undefined;

  /** Made at send time, so a sender who lost the trip (or their account) sends nothing more. */
  async function render(row: OutgoingMailRow) {
    const { tripId, language, batch, copyOf, person } = row.payload as unknown as ExportPayload;
    if (lastPdf?.batch !== batch) {
      const sender = row.senderId ? await usersRepository.findById(db, row.senderId) : undefined;
      if (sender?.status !== 'active')
        throw new UndeliverableMail('the sender’s account is no longer active');
      const whole = await readable(sender, tripId, language).catch((err: unknown) => {
        throw err instanceof AppError ? new UndeliverableMail('the sender can no longer read the trip') : err;
      });
      const trip = await tripFor(whole, person);
      const planOf = person?.name;
      const pdf = await tripPdfBuffer(trip, language, { planOf });
      lastPdf = { batch, trip, sender: sender.name, pdf, planOf };
    }
    const { trip, sender, pdf, planOf } = lastPdf;
    const texts = exportMail(language, trip, sender, {
      ...(copyOf ? { copyFor: { recipients: copyOf } } : {}),
      planOf,
    });
    const attachments = [{ filename: pdfFileName(trip.title), content: pdf, contentType: 'application/pdf' }];
    return { to: row.recipient, ...texts, attachments };
  }
  mail.register('trip-export', render);

  /** Refuses more stranger recipients than a day allows, counted in the database across instances. */
  async function assertStrangersAllowed(
    tx: Parameters<MailQueue['add']>[0],
    actor: Actor,
    strangers: number,
  ) {
    const at = mail.now().getTime();
    const used = await mailRepository.strangersSince(tx, actor.id, new Date(at - DAY_MS));
    if (used.count + strangers <= EXPORT_STRANGERS_PER_DAY) return;
    const freeAt = used.oldest ? used.oldest.getTime() + DAY_MS : at + DAY_MS;
    throw new TooManyRequestsError('EXPORT_STRANGERS_LIMIT', Math.max(1, Math.ceil((freeAt - at) / 1000)));
  }

  return {
    async pdf(actor: Actor, tripId: string, language: Language, choice: PlanChoice = {}) {
      const whole = await readable(actor, tripId, language);
      const person = await planPerson(actor, whole._id, choice);
      const trip = await tripFor(whole, person);
      return {
        fileName: pdfFileName(trip.title),
        stream: await tripPdf(trip, language, { planOf: person?.name }),
      };
    },

    /**
     * Queues one mail per recipient (each its own `To:`) and answers at once; the PDF is made when the
     * mail is sent, in the sender's language. Addresses outside the trip count against a daily cap.
     */
    async email(
      actor: Actor,
      tripId: string,
      input: { to: string[]; sendCopy: boolean },
      language: Language,
      choice: PlanChoice = {},
    ): Promise<ExportEmailAnswer> {
      const trip = await readable(actor, tripId, language);
      // Resolved now, so a wrong participant is refused at once; the plan itself is read when sent.
      const person = await planPerson(actor, trip._id, choice);
      const to = [...new Set(input.to)];
      // The caller already among the recipients gets the mail once.
      const sendCopy = input.sendCopy && !to.includes(actor.email);
      const people = new Set([actor.email, ...trip.sharedUsers.map((person) => person.email.toLowerCase())]);
      const batch = newId();
      const subject = exportMail(language, trip, actor.name).subject;
      const queued = (recipient: string, copyOf?: string[]): QueuedMail => ({
        kind: 'trip-export',
        to: recipient,
        subject,
        payload: { tripId, language, batch, ...(copyOf ? { copyOf } : {}), ...(person ? { person } : {}) },
        senderId: actor.id,
        stranger: !people.has(recipient),
      });
      const mails = to.map((recipient) => queued(recipient));
      if (sendCopy) mails.push(queued(actor.email, to));
      await db.transaction(async (tx) => {
        const strangers = mails.filter((queuedMail) => queuedMail.stranger).length;
        if (strangers > 0) await assertStrangersAllowed(tx, actor, strangers);
        await mail.add(tx, mails);
      });
      return { recipients: sendCopy ? [...to, actor.email] : to, sendCopy };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
