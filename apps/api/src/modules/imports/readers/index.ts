import { airlineOf } from './airlines';
import { flightsFromBcbp } from './bcbp';
import { noFindings, type Findings, type FlightDraft } from './draft';
import { extractImport, type Extracted, type ReadInput } from './extract';
import { merge } from './merge';
import { readerPool, ReadingTimeoutError, type ReaderPool } from './reader-pool';
import { readText } from './text-rules';

export type { ReadInput } from './extract';
export { ReadersBusyError, ReadingMemoryError, ReadingTimeoutError } from './reader-pool';

export interface ReaderOptions {
  isAirport: (code: string) => Promise<boolean>;
  /** A date near the bookings (the trip's start): a boarding pass carries no year. */
  near: string;
  /** The AI engine with a schema, when configured and allowed: asked only when the rules found nothing. */
  ai?: (text: string, signal: AbortSignal) => Promise<Findings>;
  /**
   * Reading stops after this long (ReadingTimeoutError; default 15 s): the worker opening the file is
   * terminated, and the AI engine's request is cancelled.
   */
  timeoutMs?: number;
  /**
   * Where the file is opened: the process's reading workers by default (reader-pool.ts), or `'inline'`
   * on the calling thread (unbounded: for tests of the readers themselves).
   */
  readers?: ReaderPool | 'inline';
}

/** How long reading one file may take. */
export const READ_TIMEOUT_MS = 15_000;

const aiLate = (): Findings => ({ ...noFindings(), warnings: ['imports.aiUnavailable'] });

const isEmpty = (findings: Findings) =>
  !findings.flights.length && !findings.bookings.length && !findings.tours.length;

/**
 * The work's result, or when the signal fires first the fallback (a ReadingTimeoutError without one);
 * the work itself is stopped apart (its worker terminated, its request cancelled).
 */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal, fallback?: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () =>
      fallback ? resolve(fallback()) : reject(new ReadingTimeoutError('Reading took too long'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Reads a mail, PDF, image or pasted text, most reliable first: schema.org data in the mail's HTML, then
 * boarding-pass barcodes, then rules over the text, then (when nothing was found) the AI engine.
 */
export async function readImport(input: ReadInput, options: ReaderOptions): Promise<Findings> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? READ_TIMEOUT_MS);
  const readers = options.readers ?? readerPool();
  const extracted: Extracted =
    readers === 'inline'
      ? await beforeDeadline(extractImport(input), signal)
      : await readers.extract(input, signal);
  const { found, texts, barcodes } = extracted;

  if (barcodes.length) {
    const fromBarcodes = noFindings();
    fromBarcodes.flights = flightsFromBcbp(barcodes, options.near, airlineOf);
    merge(found, fromBarcodes);
  }
  for (const text of texts) {
    if (text.trim()) merge(found, await beforeDeadline(readText(text, options.isAirport), signal));
  }

  if (isEmpty(found) && options.ai && texts.some((text) => text.trim())) {
    // An engine still thinking at the deadline leaves the preview to what the rules found.
    const read = options.ai(texts.join('\n\n').slice(0, 30_000), signal);
    merge(found, await beforeDeadline(read, signal, aiLate));
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
