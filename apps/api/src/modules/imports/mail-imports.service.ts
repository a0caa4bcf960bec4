import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  arrivalAirports,
  bestTripMatch,
  cluesOf,
  type ImportAddress,
  type Language,
  type PendingImport,
} from '@trilha/shared';
import type { Database } from '../../db/client';
import { inboundFolder, tripFolder, type FileStorage } from '../../adapters/storage/storage';
import { AppError, notFound, serviceUnavailable } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Actor } from '../../plugins/auth';
import type { AirportsIndex } from '../airports/airports.index';
import type { NotifyInput } from '../notifications/notifications.service';
import { countryName } from '../places/places.index';
import { todayAt } from '../trips/time-state';
import type { TripsService } from '../trips/trips.service';
import { actorLookup } from '../users/users.repository';
import { importAction } from './imports.policy';
import { duplicatesOf, presentPreview, previewOf } from './imports.presenter';
import { importsRepository, type ImportRow } from './imports.repository';
import { mailImportsRepository } from './mail-imports.repository';
import { mailAllowance } from './mail-allowance';
import { TryLaterError } from '../../adapters/mail/smtp-receiver';
import { readImport, ReadersBusyError, type Findings } from './readers';
import type { ReaderPool } from './readers/reader-pool';
import { noFindings } from './readers/draft';
import { readMail } from './readers/mime';

export interface MailImportsDeps {
  db: Database;
  trips: TripsService;
  airports: AirportsIndex;
  files: FileStorage;
  notify: (input: NotifyInput) => Promise<void>;
  log: FastifyBaseLogger;
  /** The addresses' domain (INBOUND_MAIL); undefined when the server receives no mail. */
  domain?: string;
  /** Reading one mail stops after this long; what was not read by then gives the "nothing found" notice. */
  timeoutMs?: number;
  /** The workers that open files, as for uploads (default: the process's). */
  readers?: ReaderPool | 'inline';
  /** Mail one address takes per hour (tests lower it). */
  receivedPerHour?: number;
}

/** 128 random bits in lower-case hex: mail systems may change a local part's case, never its letters. */
const newToken = () => randomBytes(16).toString('hex');
const ADDRESS = /^import\+([0-9a-f]{32})@(.+)$/;
/** The trips a mail is matched against: all of a person's, as the web's import from the trip list. */
const ALL_TRIPS = 200;
const SUMMARY_ITEMS = 3;
/** Mail one address takes per hour; past it the sender is told to retry later (a flood fills no inbox). */
export const RECEIVED_PER_HOUR = 30;

/** What the notification names: the flights, stays and tours found, a few of them. */
function summaryOf(preview: ImportRow['preview']): string {
  const names = [
    ...preview.flights.map((flight) =>
      [flight.flightNumber, [flight.departure.airport, flight.arrival.airport].filter(Boolean).join('–')]
        .filter(Boolean)
        .join(' '),
    ),
    ...preview.bookings.map((stay) => stay.accommodationName),
    ...preview.tours.map((tour) => tour.name),
  ].filter(Boolean);
  const shown = names.slice(0, SUMMARY_ITEMS).join(', ');
  return names.length > SUMMARY_ITEMS ? `${shown}…` : shown;
}

const isEmpty = (preview: ImportRow['preview']) =>
  preview.flights.length + preview.bookings.length + preview.tours.length === 0;

/** A subject as one short line of text (it is never rendered as HTML anyway). */
const cleanSubject = (subject: string) =>
  subject
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Reading the mail took too long')), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The personal import address (issue 20): each person's secret address, and the mail received at it
 * read with the import's readers into a pending import, matched to one of the person's trips they may
 * change, and announced in their notifications.
 */
export function createMailImportsService({
  db,
  trips,
  airports,
  files,
  notify,
  log,
  domain,
  timeoutMs = 15_000,
  readers,
  receivedPerHour = RECEIVED_PER_HOUR,
}: MailImportsDeps) {
  const findActor = actorLookup(db);
  const addressOf = (token: string) => `import+${token}@${domain}`;
  const allowance = mailAllowance({
    perHour: receivedPerHour,
    kept: (userId) => mailImportsRepository.receivedSince(db, userId, new Date(Date.now() - 3_600_000)),
  });

  async function received(actor: Actor, importId: string): Promise<ImportRow> {
    const row = await mailImportsRepository.findReceived(db, actor.id, importId);
    if (!row) throw notFound('IMPORT');
    return row;
  }

  async function present(row: ImportRow, language: Language): Promise<PendingImport> {
    const existing = row.tripId ? await importsRepository.existing(db, row.tripId) : undefined;
    return {
      _id: row.id,
      tripId: row.tripId,
      subject: row.subject,
      receivedAt: row.createdAt.toISOString(),
      appliedAt: row.appliedAt?.toISOString() ?? null,
      preview: presentPreview(row, existing ? duplicatesOf(row.preview, existing) : [], language),
    };
  }

  /** The writable trip whose dates and destination the bookings share, as the trip list's import finds it. */
  async function matchTrip(actor: Actor, preview: ImportRow['preview']) {
    const language = actor.language as Language;
    const { trips: list } = await trips.list(actor, { when: 'all', limit: ALL_TRIPS }, language);
    const writable = list.filter((trip) => trip.permissions.canEdit);
    if (!writable.length) return undefined;
    const places: string[] = [];
    for (const code of arrivalAirports(preview)) {
      const airport = await airports.find(code);
      if (airport) places.push(airport.name, countryName(airport.countryCode, language));
    }
    return bestTripMatch(writable, cluesOf(preview, places));
  }

  async function read(data: Buffer): Promise<{ findings: Findings; subject: string }> {
    try {
      return await within(
        (async () => {
          const mail = await readMail(data);
          const findings = await readImport(
            { kind: 'eml', data },
            {
              isAirport: async (code) => Boolean(await airports.find(code)),
              near: todayAt(null),
              timeoutMs,
              readers,
            },
          );
          return { findings, subject: mail.subject };
        })(),
        timeoutMs,
      );
    } catch (error) {
      // Every reader busy: the sending server is told to try again later (451) rather than losing it.
      if (error instanceof ReadersBusyError) throw new TryLaterError('Every reader is busy, try again later');
      log.info({ err: error }, 'A received mail could not be read');
      return { findings: noFindings(), subject: '' };
    }
  }

  /** One received mail for one person: kept, read, matched, announced; `keep` counts it as kept. */
  async function receiveFor(
    userId: string,
    data: Buffer,
    keep: <T>(insert: () => Promise<T>) => Promise<T>,
  ): Promise<void> {
    const actor = await findActor(userId);
    if (!actor) return;
    const { findings, subject } = await read(data);
    // The mail is named after its subject: the preview says where it was found, a download saves it.
    const fileName = `${
      cleanSubject(subject)
        .replace(/[\\/:*?"<>|]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 120) || 'booking'
    }.eml`;
    const preview = previewOf(findings, { kind: 'eml', fileName, size: data.length });
    const trip = isEmpty(preview) ? undefined : await matchTrip(actor, preview);
    const id = newId();
    const key = trip ? `${tripFolder(trip._id)}imports/${id}.eml` : `${inboundFolder(userId)}${id}.eml`;
    await files.put(key, data, 'message/rfc822');
    let row: ImportRow;
    try {
      row = await keep(() =>
        mailImportsRepository.insert(db, {
          id,
          tripId: trip?._id ?? null,
          recipientId: userId,
          createdBy: userId,
          subject: cleanSubject(subject) || null,
          kind: 'eml',
          fileName,
          size: data.length,
          contentType: 'message/rfc822',
          sourceKey: key,
          preview,
        }),
      );
    } catch (error) {
      await files.delete(key);
      throw error;
    }
    await notify({
      userId,
      kind: 'mail-import',
      params: {
        found: isEmpty(preview) ? '' : 'yes',
        summary: summaryOf(preview),
        trip: trip?.title ?? '',
        subject: row.subject ?? '',
      },
      link: `/imports/${row.id}`,
    });
  }

  return {
    enabled: Boolean(domain),

    /** The person's address, made on first ask; null when the server receives no mail. */
    async address(actor: Actor): Promise<ImportAddress> {
      if (!domain) return { address: null };
      let token = await mailImportsRepository.token(db, actor.id);
      if (!token) {
        token = newToken();
        await mailImportsRepository.setToken(db, actor.id, token);
      }
      return { address: addressOf(token) };
    },

    /** A new address; mail to the old one is refused from now on. */
    async rotate(actor: Actor): Promise<ImportAddress> {
      if (!domain) throw serviceUnavailable('IMPORT_ADDRESS');
      const token = newToken();
      await mailImportsRepository.setToken(db, actor.id, token);
      return { address: addressOf(token) };
    },

    /** The person a recipient address belongs to, if it is a current address of this server's domain. */
    async recipient(address: string): Promise<string | undefined> {
      const match = ADDRESS.exec(address.trim().toLowerCase());
      if (!domain || !match || match[2] !== domain) return undefined;
      return mailImportsRepository.userForToken(db, match[1]!);
    },

    /** Whether the receiver takes mail for an address now: unknown, or over its hourly allowance. */
    async accepts(address: string): Promise<'yes' | 'unknown' | 'later'> {
      const userId = await this.recipient(address);
      if (!userId) return 'unknown';
      return (await allowance.open(userId)) ? 'yes' : 'later';
    },

    /** A mail the receiver accepted, for each person among its recipients once. */
    async receive(recipients: string[], data: Buffer): Promise<void> {
      const people = new Set<string>();
      for (const address of recipients) {
        const userId = await this.recipient(address);
        if (userId) people.add(userId);
      }
      // A burst may pass RCPT TO together: the places are held here, before anything is read.
      const taken = await allowance.holding([...people], async (keep) => {
        for (const userId of people) await receiveFor(userId, data, keep(userId));
      });
      if (!taken) throw new TryLaterError('Too many mails for this address, try again later');
    },

    /** A received import, for the person it was sent to only (404 for everyone else). */
    async pending(actor: Actor, importId: string, language: Language): Promise<PendingImport> {
      return present(await received(actor, importId), language);
    },

    /**
     * Puts a received import on another of the person's trips they may change (the matched one, or
     * the one they pick when none matched); its duplicates are then that trip's.
     */
    async chooseTrip(
      actor: Actor,
      importId: string,
      tripId: string | undefined,
      language: Language,
    ): Promise<PendingImport> {
      const row = await received(actor, importId);
      if (tripId === undefined) return present(row, language);
      if (row.appliedAt) throw new AppError(409, 'IMPORT_ALREADY_APPLIED');
      const { trip } = await trips.load(actor, tripId, importAction);
      if (row.tripId === trip.id) return present(row, language);
      const moved = await mailImportsRepository.moveToTrip(db, row.id, trip.id);
      if (!moved) throw new AppError(409, 'IMPORT_ALREADY_APPLIED');
      return present(moved, language);
    },
  };
}

export type MailImportsService = ReturnType<typeof createMailImportsService>;
