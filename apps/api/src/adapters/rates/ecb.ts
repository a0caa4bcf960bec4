import type * as FastXmlParser from 'fast-xml-parser';
import { compareCodes } from '@trilha/shared';
import { lazyModule } from '../../lib/lazy-module';

/** One day of reference rates: units of each currency per euro. */
export interface RatesDay {
  date: string;
  perEuro: Record<string, string>;
}

/** Where reference rates come from; the European Central Bank's daily euro rates by default. */
export interface ReferenceRatesSource {
  /** Every day of the last 90 (about 64 working days), newest first. */
  recent(): Promise<RatesDay[]>;
}

export class RatesSourceError extends Error {}

const REQUEST_TIMEOUT_MS = 8000;
/** The XML parser loads with the first rates read (once a day at most), not with the server. */
const xmlParser = lazyModule<typeof FastXmlParser>('fast-xml-parser');
let parser: FastXmlParser.XMLParser | undefined;

type Cube = { time?: string; currency?: string; rate?: string; Cube?: Cube | Cube[] };
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Reads the ECB's `eurofxref` format: Envelope > Cube > Cube[time] > Cube[currency, rate]. */
export function parseEcbRates(xml: string): RatesDay[] {
  let document: { Envelope?: { Cube?: Cube } };
  try {
    parser ??= new (xmlParser().XMLParser)({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      removeNSPrefix: true,
      parseAttributeValue: false,
    });
    document = parser.parse(xml) as typeof document;
  } catch {
    return [];
  }
  const days = list(document.Envelope?.Cube?.Cube);
  return days
    .filter((day) => typeof day.time === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day.time))
    .map((day) => ({
      date: day.time!,
      perEuro: Object.fromEntries(
        list(day.Cube)
          .filter(
            (rate) => /^[A-Z]{3}$/.test(rate.currency ?? '') && /^\d+(\.\d+)?$/.test(String(rate.rate ?? '')),
          )
          .map((rate) => [rate.currency!, String(rate.rate)]),
      ),
    }))
    .sort((a, b) => compareCodes(b.date, a.date));
}

/** `{baseUrl}/eurofxref-hist-90d.xml`, e.g. https://www.ecb.europa.eu/stats/eurofxref. */
export function createEcbRates(baseUrl: string): ReferenceRatesSource {
  return {
    async recent() {
      let xml: string;
      try {
        const response = await fetch(`${baseUrl}/eurofxref-hist-90d.xml`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (!response.ok) throw new RatesSourceError(`The ECB answered HTTP ${response.status}`);
        xml = await response.text();
      } catch (error) {
        if (error instanceof RatesSourceError) throw error;
        throw new RatesSourceError(`The ECB could not be reached: ${(error as Error).message}`);
      }
      const days = parseEcbRates(xml);
      if (days.length === 0) throw new RatesSourceError('The ECB answered without rates');
      return days;
    },
  };
}
