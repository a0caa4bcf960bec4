import type { ImportFileKind } from '@trilha/shared';
import { airlineOf } from './airlines';
import { barcodeTexts } from './barcodes';
import { flightsFromBcbp } from './bcbp';
import {
  fillMissing,
  noFindings,
  type BookingDraft,
  type Findings,
  type FlightDraft,
  type TourDraft,
} from './draft';
import { htmlText, looksLikeMail, readMail } from './mime';
import { readPdf } from './pdf';
import { readStructuredData } from './structured-data';
import { readText } from './text-rules';

export interface ReadInput {
  kind: ImportFileKind;
  data: Buffer;
}

export interface ReaderOptions {
  isAirport: (code: string) => Promise<boolean>;
  /** A date near the bookings (the trip's start): a boarding pass carries no year. */
  near: string;
  /** The AI engine with a schema, when configured and allowed: asked only when the rules found nothing. */
  ai?: (text: string) => Promise<Findings>;
}

/** At most this many PDF or image attachments of a mail are read. */
const MAX_ATTACHMENTS = 4;

const dateOfFlight = (flight: FlightDraft & { date?: string }) =>
  flight.departure.time.slice(0, 10) || flight.date || '';

const sameFlight = (a: FlightDraft, b: FlightDraft) =>
  a.flightNumber === b.flightNumber &&
  (!dateOfFlight(a) || !dateOfFlight(b) || dateOfFlight(a) === dateOfFlight(b));
const sameStay = (a: BookingDraft, b: BookingDraft) =>
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  (!a.accommodationName ||
    !b.accommodationName ||
    a.accommodationName.toLowerCase() === b.accommodationName.toLowerCase());
const sameTour = (a: TourDraft, b: TourDraft) =>
  a.date === b.date && (!a.name || !b.name || a.name.toLowerCase() === b.name.toLowerCase());

/** Adds what a later reader found: a known item gets only the fields it lacks, a new one is added. */
function merge(into: Findings, from: Findings): void {
  const add = <T extends FlightDraft | BookingDraft | TourDraft>(
    list: T[],
    items: T[],
    same: (a: T, b: T) => boolean,
  ) => {
    for (const item of items) {
      const known = list.find((other) => same(other, item));
      if (known) fillMissing(known, item);
      else list.push(item);
    }
  };
  add(into.flights, from.flights, sameFlight);
  add(into.bookings, from.bookings, sameStay);
  add(into.tours, from.tours, sameTour);
  for (const warning of from.warnings) if (!into.warnings.includes(warning)) into.warnings.push(warning);
}

const isEmpty = (findings: Findings) =>
  !findings.flights.length && !findings.bookings.length && !findings.tours.length;

/**
 * Reads a mail, PDF, image or pasted text, most reliable first: schema.org data in the mail's HTML, then
 * boarding-pass barcodes, then rules over the text, then (when nothing was found) the AI engine.
 */
export async function readImport(input: ReadInput, options: ReaderOptions): Promise<Findings> {
  const found = noFindings();
  const texts: string[] = [];
  const barcodes: string[] = [];
  const readAttachment = async (contentType: string, fileName: string, data: Buffer) => {
    if (/pdf/i.test(contentType) || /\.pdf$/i.test(fileName)) {
      const pdf = await readPdf(data).catch(() => undefined);
      if (!pdf) return found.warnings.push('imports.unreadableAttachment');
      texts.push(pdf.text);
      barcodes.push(...pdf.barcodes);
    } else barcodes.push(...(await barcodeTexts(data).catch(() => [])));
  };

  if (input.kind === 'pdf') {
    const pdf = await readPdf(input.data);
    texts.push(pdf.text);
    barcodes.push(...pdf.barcodes);
  } else if (input.kind === 'image') {
    barcodes.push(...(await barcodeTexts(input.data)));
  } else {
    const raw = input.data.toString('utf8');
    const asMail = input.kind === 'eml' || looksLikeMail(raw);
    const mail = asMail
      ? await readMail(input.data)
      : /<(html|body|div|table|script|p)[\s>]/i.test(raw)
        ? { html: raw, text: htmlText(raw), attachments: [] }
        : { html: '', text: raw, attachments: [] };
    if (mail.html) merge(found, readStructuredData(mail.html));
    texts.push(mail.text);
    // A confirmation carries a ticket or two; more attachments are not read (each PDF costs time).
    for (const attachment of mail.attachments.slice(0, MAX_ATTACHMENTS)) {
      await readAttachment(attachment.contentType, attachment.fileName, attachment.data);
    }
  }

  if (barcodes.length) {
    const fromBarcodes = noFindings();
    fromBarcodes.flights = flightsFromBcbp(barcodes, options.near, airlineOf);
    merge(found, fromBarcodes);
  }
  for (const text of texts) if (text.trim()) merge(found, await readText(text, options.isAirport));

  if (isEmpty(found) && options.ai && texts.some((text) => text.trim())) {
    merge(found, await options.ai(texts.join('\n\n').slice(0, 30_000)));
  }
  for (const flight of found.flights) {
    if (!flight.airline) {
      const name = airlineOf(flight.flightNumber);
      if (name) {
        flight.airline = name;
        flight.provenance.fields.airline = flight.provenance.source;
      }
    }
    const { date } = flight as FlightDraft & { date?: string };
    delete (flight as FlightDraft & { date?: string }).date;
    if (date && !flight.departure.time) flight.departure.date = date;
  }
  if (found.flights.some((flight) => !flight.departure.time || !flight.arrival.time)) {
    found.warnings.push('imports.timeMissing');
  }
  if (isEmpty(found)) found.warnings.push('imports.nothingFound');
  return found;
}

export type { Findings } from './draft';
