import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeOf } from '../../lib/file-type';
import {
  type ImportApplyResult,
  type ImportFileKind,
  type ImportItemKind,
  type importApplySchema,
  type Language,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bookingsRepository } from '../bookings/bookings.repository';
import { toursRepository } from '../tours/tours.repository';
import { tripFolder, type FileStorage } from '../../adapters/storage/storage';
import { AppError, notFound, ValidationError, type ErrorDetail } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Actor } from '../../plugins/auth';
import type { AirportsIndex } from '../airports/airports.index';
import { presentBooking, stayColumns } from '../bookings/bookings';
import { flightColumns, ticketFileName } from '../flights/flights.service';
import { presentFlight } from '../flights/flights.presenter';
import { flightsRepository, type FlightColumns } from '../flights/flights.repository';
import type { Rewards } from '../gamification/gamification.service';
import { presentTour, tourColumns } from '../tours/tours';
import type { TripsService } from '../trips/trips.service';
import { MAIL_FILE, newItemFile, TEXT_FILE, type ItemFileType } from '../trips/collections/item-files';
import type { ImportAiReader } from './imports.ai';
import { importAction, receivedImportVisible, sourceFileAction } from './imports.policy';
import {
  duplicateFlight,
  duplicateStay,
  duplicateTour,
  duplicatesOf,
  presentPreview,
  previewOf,
} from './imports.presenter';
import { importsRepository, type ImportRow } from './imports.repository';
import {
  readImport,
  READ_TIMEOUT_MS,
  ReadersBusyError,
  ReadingMemoryError,
  ReadingTimeoutError,
  type Findings,
} from './readers';
import { readMail } from './readers/mime';
import { BrokenPdfError } from './readers/broken-pdf';
import type { ReaderPool } from './readers/reader-pool';

type ApplyInput = z.output<typeof importApplySchema>;

/** What a traveller sent: a file (multipart) or a pasted mail. */
export interface ImportUpload {
  fileName: string | undefined;
  data: Buffer;
  /** True for pasted text (JSON `{text}`). */
  pasted?: boolean;
}

export interface ImportsServiceDeps {
  db: Database;
  trips: TripsService;
  airports: AirportsIndex;
  files: FileStorage;
  rewards: Rewards;
  log: FastifyBaseLogger;
  /** Reading a file stops after this long (422 IMPORT_TIMEOUT), its worker terminated. */
  timeoutMs?: number;
  /** The workers that open files (default: the process's, readers/reader-pool.ts). */
  readers?: ReaderPool | 'inline';
  /** The AI engine's reading within each person's allowance (imports.ai.ts); undefined without an engine. */
  ai?: ImportAiReader;
}

const IMAGES = /^image\/(png|jpeg|webp|gif|bmp|tiff)$/;
/** A mail saved as a file, or its text or HTML. */
const TEXT_EXTENSIONS = new Set(['eml', 'txt', 'html', 'htm']);
const EXTENSIONS: Record<ImportFileKind, string> = { eml: 'eml', pdf: 'pdf', image: 'img', text: 'txt' };

const unsupported = () => new AppError(415, 'UNSUPPORTED_FILE_TYPE');
const unreadable = () => new AppError(422, 'IMPORT_UNREADABLE');

/** What kind of file this is, by its bytes (never by its name alone); archives and the unknown refused. */
async function kindOf(upload: ImportUpload): Promise<{ kind: ImportFileKind; contentType: string }> {
  if (upload.pasted) return { kind: 'text', contentType: 'text/plain; charset=utf-8' };
  const type = await fileTypeOf(upload.data);
  if (type?.mime === 'application/pdf') return { kind: 'pdf', contentType: type.mime };
  if (type && IMAGES.test(type.mime)) return { kind: 'image', contentType: type.mime };
  // Archives, documents and everything else file-type knows are refused.
  if (type) throw unsupported();
  // Text: a mail. Binary that file-type does not know (NUL bytes, broken UTF-8) is no mail.
  const extension = /\.([a-z0-9]{1,10})$/i.exec(upload.fileName ?? '')?.[1]?.toLowerCase();
  if (extension && !TEXT_EXTENSIONS.has(extension)) throw unsupported();
  if (upload.data.includes(0) || !isUtf8Text(upload.data)) throw unreadable();
  if (extension && extension !== 'eml') return { kind: 'text', contentType: 'text/plain; charset=utf-8' };
  return { kind: 'eml', contentType: 'message/rfc822' };
}

function isUtf8Text(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    // 8-bit mails in Latin-1 are still mails when they are mostly printable.
    let printable = 0;
    for (const byte of data.subarray(0, 65_536))
      if (byte >= 32 || byte === 9 || byte === 10 || byte === 13) printable++;
    return printable / Math.min(data.length, 65_536) > 0.95;
  }
}

const prefixed = (prefix: string, problems: ErrorDetail[] | undefined) =>
  (problems ?? []).map((problem) => ({ ...problem, path: `${prefix}.${problem.path}` }));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function createImportsService({
  db,
  trips,
  airports,
  files,
  rewards,
  log,
  timeoutMs = READ_TIMEOUT_MS,
  readers,
  ai,
}: ImportsServiceDeps) {
  const isAirport = async (code: string) => Boolean(await airports.find(code));

  /** The PDF that becomes the flights' ticket: the uploaded PDF, or the first PDF attached to the mail. */
  async function ticketSource(
    row: ImportRow,
  ): Promise<{ pdf: Buffer; fileName: string | undefined } | undefined> {
    if (row.kind !== 'pdf' && row.kind !== 'eml') return undefined;
    const stream = await files.get(row.sourceKey);
    if (!stream) throw notFound('IMPORT_FILE');
    const bytes = await bytesOf(stream);
    if (row.kind === 'pdf') return { pdf: bytes, fileName: row.fileName ?? undefined };
    const mail = await readMail(bytes).catch(() => undefined);
    for (const attachment of mail?.attachments ?? []) {
      if ((await fileTypeOf(attachment.data))?.mime === 'application/pdf') {
        return { pdf: attachment.data, fileName: attachment.fileName || undefined };
      }
    }
    return undefined;
  }

  /**
   * The import's file as the stays' and tours' source: the PDF, the mail (kept as `message/rfc822`,
   * downloaded as `.eml`), a pasted or text mail as `.txt`, a photo as itself.
   */
  async function keptSource(row: ImportRow): Promise<{ data: Buffer; fileName: string; type: ItemFileType }> {
    const stream = await files.get(row.sourceKey);
    if (!stream) throw notFound('IMPORT_FILE');
    const data = await bytesOf(stream);
    const type: ItemFileType =
      row.kind === 'pdf'
        ? { contentType: 'application/pdf', extension: 'pdf' }
        : row.kind === 'eml'
          ? MAIL_FILE
          : row.kind === 'text'
            ? TEXT_FILE
            : { contentType: row.contentType, extension: row.contentType.split('/')[1] ?? 'img' };
    return { data, fileName: row.fileName ?? `booking.${type.extension}`, type };
  }

  async function findOrThrow(actor: Actor, tripId: string, importId: string): Promise<ImportRow> {
    const row = await importsRepository.find(db, tripId, importId);
    if (!row || !receivedImportVisible(row, actor)) throw notFound('IMPORT');
    return row;
  }

  return {
    /**
     * Reads the upload into a preview and keeps it (with the file) for apply; nothing is added to the
     * trip. The upload is read only once the caller may write to the trip.
     */
    async preview(actor: Actor, tripId: string, read: () => Promise<ImportUpload>, language: Language) {
      const { trip } = await trips.load(actor, tripId, importAction);
      const upload = await read();
      const { kind, contentType } = await kindOf(upload);
      let findings: Findings;
      try {
        // A slow file is a 422, never a hung request nor a busy server: its worker is terminated.
        findings = await readImport(
          { kind, data: upload.data },
          {
            isAirport,
            near: trip.startDate,
            ai: ai?.(actor, language),
            timeoutMs,
            readers,
          },
        );
      } catch (error) {
        if (error instanceof ReadingTimeoutError) throw new AppError(422, 'IMPORT_TIMEOUT');
        if (error instanceof ReadersBusyError) throw new AppError(503, 'IMPORT_BUSY');
        if (error instanceof ReadingMemoryError) throw new AppError(422, 'IMPORT_TOO_HEAVY');
        if (!(error instanceof BrokenPdfError)) log.warn({ err: error, kind }, 'Import could not be read');
        throw unreadable();
      }
      const key = `${tripFolder(trip.id)}imports/${newId()}.${EXTENSIONS[kind]}`;
      await files.put(key, upload.data, contentType);
      const fileName = upload.pasted
        ? null
        : (upload.fileName ?? '')
            .split(/[\\/]/)
            .pop()
            ?.replace(/[\p{Cc}"]/gu, '')
            .slice(0, 255) || null;
      const source = { kind, fileName, size: upload.data.length };
      let row: ImportRow;
      try {
        row = await importsRepository.insert(db, trip.id, {
          createdBy: actor.id,
          kind,
          fileName,
          size: upload.data.length,
          contentType,
          sourceKey: key,
          preview: previewOf(findings, source),
        });
      } catch (error) {
        await files.delete(key);
        throw error;
      }
      const existing = await importsRepository.existing(db, trip.id);
      return presentPreview(row, duplicatesOf(row.preview, existing), language);
    },

    /**
     * Creates the chosen items in one transaction and marks the import applied (once). Duplicates of
     * what the trip has are skipped unless chosen. The PDF (uploaded, or attached to the mail) becomes
     * each new flight's ticket, and the file itself (PDF, mail or pasted text) is attached to each new
     * stay and tour (a copy each, so removing one item keeps the others' files).
     */
    async apply(
      actor: Actor,
      tripId: string,
      importId: string,
      input: ApplyInput,
    ): Promise<ImportApplyResult> {
      const { trip } = await trips.load(actor, tripId, importAction);
      const row = await findOrThrow(actor, trip.id, importId);
      if (row.appliedAt) throw new AppError(409, 'IMPORT_ALREADY_APPLIED');
      const existing = await importsRepository.existing(db, trip.id);
      const skipped: ImportApplyResult['skipped'] = [];
      const skip = (kind: ImportItemKind, ref: string | undefined, existingId: string) =>
        skipped.push({ kind, ref: ref ?? '', existingId });

      // Everything is checked before anything is written, each item by its own module's rule for adding one.
      const problems: ErrorDetail[] = [];
      async function checked<T>(path: string, columns: () => T | Promise<T>): Promise<T[]> {
        try {
          return [await columns()];
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          problems.push(...prefixed(path, error.details));
          return [];
        }
      }
      const flightRows: FlightColumns[] = [];
      for (const [index, flight] of input.flights.entries()) {
        const match = duplicateFlight(existing, flight.flightNumber, flight.departure.time.slice(0, 10));
        if (match && !flight.includeDuplicate) skip('flight', flight.ref, match.id);
        else
          flightRows.push(
            ...(await checked(`flights.${index}`, () => flightColumns(airports, flight, trip))),
          );
      }
      const stayRows: ReturnType<typeof stayColumns>[] = [];
      for (const [index, stay] of input.bookings.entries()) {
        const match = duplicateStay(existing, stay.accommodationName, stay.checkIn, stay.checkOut);
        if (match && !stay.includeDuplicate) skip('booking', stay.ref, match.id);
        else stayRows.push(...(await checked(`bookings.${index}`, () => stayColumns(stay, trip))));
      }
      const tourRows: ReturnType<typeof tourColumns>[] = [];
      for (const [index, tour] of input.tours.entries()) {
        const match = duplicateTour(existing, tour.name, tour.date);
        if (match && !tour.includeDuplicate) skip('tour', tour.ref, match.id);
        else tourRows.push(...(await checked(`tours.${index}`, () => tourColumns(tour, trip))));
      }
      if (problems.length) throw new ValidationError(problems);

      // The PDF's copies for the tickets are written first and removed again if the transaction fails.
      const source = flightRows.length ? await ticketSource(row) : undefined;
      const ticketKeys: string[] = [];
      if (source) {
        for (let i = 0; i < flightRows.length; i++) {
          const key = `${tripFolder(trip.id)}tickets/${newId()}.pdf`;
          await files.put(key, source.pdf, 'application/pdf');
          ticketKeys.push(key);
        }
      }
      // The same for the stays' and tours' source file.
      const kept = stayRows.length + tourRows.length ? await keptSource(row) : undefined;
      const keptKeys: string[] = [];
      const keptFile = () => {
        if (!kept) return {};
        const stored = newItemFile(trip.id, kept.fileName, kept.data, kept.type);
        keptKeys.push(stored.key);
        return { files: [stored] };
      };
      const withSource = <T extends object>(rows: T[]) =>
        rows.map((columns) => ({ ...columns, ...keptFile() }));
      const keptStays = withSource(stayRows);
      const keptTours = withSource(tourRows);
      for (const made of [...keptStays, ...keptTours]) {
        for (const file of made.files ?? []) await files.put(file.key, kept!.data, file.contentType);
      }
      const ticket = (index: number) =>
        source && ticketKeys[index]
          ? {
              ticketKey: ticketKeys[index],
              ticketName: ticketFileName(source.fileName),
              ticketSize: source.pdf.length,
            }
          : {};

      let created;
      try {
        created = await db.transaction(async (tx) => {
          const madeFlights = await flightsRepository.insertMany(
            tx,
            flightRows.map((columns, index) => ({ ...columns, ...ticket(index), tripId: trip.id })),
          );
          const madeStays = await bookingsRepository.insertMany(
            tx,
            keptStays.map((columns) => ({ ...columns, tripId: trip.id })),
          );
          const madeTours = await toursRepository.insertMany(
            tx,
            keptTours.map((columns) => ({ ...columns, tripId: trip.id })),
          );
          const applied = await importsRepository.markApplied(tx, trip.id, row.id, [
            ...madeFlights.map((made) => ({ kind: 'flight' as const, id: made.id })),
            ...madeStays.map((made) => ({ kind: 'booking' as const, id: made.id })),
            ...madeTours.map((made) => ({ kind: 'tour' as const, id: made.id })),
          ]);
          if (!applied) throw new AppError(409, 'IMPORT_ALREADY_APPLIED');
          return { madeFlights, madeStays, madeTours };
        });
      } catch (error) {
        for (const key of [...ticketKeys, ...keptKeys]) await files.delete(key);
        throw error;
      }
      for (const made of created.madeFlights) await rewards.award(actor.id, 'add-flight', made.id);
      for (const made of created.madeStays) await rewards.award(actor.id, 'add-booking', made.id);
      for (const made of created.madeTours) await rewards.award(actor.id, 'add-tour', made.id);
      return {
        flights: created.madeFlights.map(presentFlight),
        bookings: created.madeStays.map(presentBooking),
        tours: created.madeTours.map(presentTour),
        skipped,
      };
    },

    /** The file an import was read from (the stays' and tours' source mail), for download. */
    async sourceFile(actor: Actor, tripId: string, importId: string) {
      const { trip } = await trips.load(actor, tripId, sourceFileAction);
      const row = await findOrThrow(actor, trip.id, importId);
      const stream = await files.get(row.sourceKey);
      if (!stream) throw notFound('IMPORT_FILE');
      const fallback = {
        eml: 'booking.eml',
        pdf: 'booking.pdf',
        image: 'boarding-pass',
        text: 'booking.txt',
      }[row.kind];
      return { stream, fileName: row.fileName ?? fallback, contentType: row.contentType };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
