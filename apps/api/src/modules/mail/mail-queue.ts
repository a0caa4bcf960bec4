import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMailKind } from '@trilha/shared';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { Database, Executor } from '../../db/client';
import { mailRepository, type OutgoingMailRow } from './mail.repository';

/** How long a claimed mail is its sender's: longer than any SMTP conversation nodemailer lets run. */
export const MAIL_LEASE_MS = 15 * 60_000;
/** A failing mail is retried this long from its queueing (or an administrator's retry), then failed. */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const SENT_KEPT_MS = 7 * 24 * 60 * 60_000;

/** 1 min after the first failure, doubling, at most an hour apart. */
export const retryDelay = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

/** A mail that can never go out (its trip is gone): failed at once, not retried. */
export class UndeliverableMail extends Error {}

/** What a mail of one kind becomes when it is sent (a trip export makes its PDF then). */
export type MailRenderer = (row: OutgoingMailRow) => Promise<MailMessage>;

export interface QueuedMail {
  kind: OutgoingMailKind;
  to: string;
  subject: string;
  payload: Record<string, unknown>;
  senderId?: string;
  stranger?: boolean;
}

export interface MailQueueDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Tests move time forward to reach the next try or the end of the retry window. */
  now?: () => Date;
  pollMs?: number;
}

/**
 * The durable queue every outgoing mail goes through: a row in the same database, written with the
 * change that causes it, sent by whichever instance claims it first, retried with backoff for a day.
 * Not pg-boss (it does run on PGlite through an `executeSql` adapter): it cannot write a job inside a
 * Drizzle transaction without reaching into each driver's client, it times retries by the database's
 * own clock (no test can move it), and it installs its own schema at every start of a new database.
 */
export function createMailQueue({ db, mailer, log, now = () => new Date(), pollMs = 2_000 }: MailQueueDeps) {
  const renderers = new Map<OutgoingMailKind, MailRenderer>([
    [
      'message',
      async (row) => ({
        to: row.recipient,
        subject: row.subject,
        ...(row.payload as unknown as MessageBody),
      }),
    ],
  ]);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // One sending loop at a time in this process; a drain asked for meanwhile runs after it.
  let running: Promise<void> = Promise.resolve();
  let queuedHere = 0;
  let lastPrune = 0;

  async function sendOne(): Promise<boolean> {
    const claimedAt = now();
    const row = await mailRepository.claim(db, claimedAt, new Date(claimedAt.getTime() + MAIL_LEASE_MS));
    if (!row) return false;
    const context = { mailId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      const render = renderers.get(row.kind);
      if (!render) throw new UndeliverableMail(`no renderer for ${row.kind}`);
      await mailer.send(await render(row));
    } catch (err) {
      const at = now();
      const over = at.getTime() - row.queuedAt.getTime() >= MAIL_RETRY_WINDOW_MS;
      const next =
        err instanceof UndeliverableMail || over
          ? undefined
          : new Date(at.getTime() + retryDelay(row.attempts));
      await mailRepository.markFailed(db, row.id, errorText(err), next);
      if (next) log.warn({ err, ...context, nextAttemptAt: next }, 'mail not sent; it will be retried');
      else log.error({ err, ...context }, 'mail not sent; given up');
      return true;
    }
    await mailRepository.markSent(db, row.id, now());
    log.info(context, 'mail sent');
    return true;
  }

  async function sendDue(): Promise<void> {
    queuedHere = 0;
    while (!stopped && (await sendOne()));
    const at = now().getTime();
    if (at - lastPrune > LONGEST_WAIT_MS) {
      lastPrune = at;
      await mailRepository.pruneSent(db, new Date(at - SENT_KEPT_MS));
    }
  }

  /** Sends every mail due now, after the loop already running (if any) is done. */
  function drain(): Promise<void> {
    running = running.then(sendDue, sendDue);
    return running;
  }

  function poll() {
    timer = setTimeout(() => {
      drain()
        .catch((err: unknown) => log.error({ err }, 'mail queue poll failed'))
        .finally(() => {
          if (!stopped) poll();
        });
    }, pollMs);
    timer.unref();
  }

  /** Queues mails as part of `executor`'s transaction (or on their own): they go once it commits. */
  async function add(executor: Executor, mails: QueuedMail[]): Promise<void> {
    const at = now();
    await mailRepository.insert(
      executor,
      mails.map(({ to, ...mail }) => ({ ...mail, recipient: to, runAt: at, queuedAt: at, createdAt: at })),
    );
    queuedHere += mails.length;
    // Sent at once when the worker runs; a mail queued in a transaction is found by the next poll.
    if (timer && !stopped) setImmediate(() => void drain().catch(() => undefined));
  }

  return {
    register(kind: OutgoingMailKind, render: MailRenderer) {
      renderers.set(kind, render);
    },

    add,

    /** A ready message (no attachments: those are made at send time by their kind's renderer). */
    message(executor: Executor, { to, subject, text, html, links }: Omit<MailMessage, 'attachments'>) {
      return add(executor, [{ kind: 'message', to, subject, payload: { text, html, links } }]);
    },

    /** Whether this process queued mail since its last sending loop began (tests deliver it before replying). */
    get queuedHere(): boolean {
      return queuedHere > 0;
    },

    drain,
    now,

    start() {
      stopped = false;
      poll();
    },

    /** Claims nothing more and waits for the mail being sent, so a restart neither loses nor repeats it. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}

interface MessageBody {
  text: string;
  html: string;
  links?: string[];
}

const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1_000) || 'unknown error';

export type MailQueue = ReturnType<typeof createMailQueue>;
