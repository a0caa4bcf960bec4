import type { Language, TripDetail } from '@trilha/shared';
import { textsFor } from '../../../lib/i18n';
import { PdfWriter } from './document';
import { formatterFor } from './format';
import { drawCover } from './cover';
import { drawFlights } from './flights';
import { drawStays, drawTours } from './stays-tours';
import { drawItinerary } from './itinerary';
import { drawChecklist, drawContacts, drawTips } from './lists';
import { drawCosts } from './costs';

/** How a PDF is made: when (its footer's date) and, for one person's plan, whose plan it is. */
export interface PdfOptions {
  now?: Date;
  /** The name of the person the plan is for; the trip is already cut down to what they are on. */
  planOf?: string;
}

/**
 * The whole trip as a PDF in the reader's language: a readable stream that is already complete when
 * returned (pdfkit writes as it draws; a trip's PDF is some tens of kilobytes).
 */
export async function tripPdf(
  trip: TripDetail,
  language: Language,
  { now = new Date(), planOf }: PdfOptions = {},
): Promise<PDFKit.PDFDocument> {
  const t = textsFor(language, 'pdf');
  const f = formatterFor(language);
  const pdf = await PdfWriter.open({
    title: trip.title,
    footer: [
      'Trilha',
      trip.title,
      planOf && t('planOf', { name: planOf }),
      t('generated', { date: f.instant(now) }),
    ]
      .filter(Boolean)
      .join(' · '),
    page: (number) => t('page', { number }),
    language,
  });
  drawCover(pdf, trip, t, f, planOf);
  drawFlights(pdf, trip.flights, t, f);
  drawStays(pdf, trip.bookings, t, f);
  drawTours(pdf, trip.tours, t, f);
  drawItinerary(pdf, trip, t, f);
  drawChecklist(pdf, trip.checklist, t);
  drawTips(pdf, trip.tips, t);
  drawContacts(pdf, trip.contacts, t);
  drawCosts(pdf, trip.expenseSummary, t, f);
  return pdf.end();
}

/** The same PDF in memory, for a mail attachment. */
export async function tripPdfBuffer(
  trip: TripDetail,
  language: Language,
  options: PdfOptions = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const doc = await tripPdf(trip, language, options);
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file name from the title that every system accepts: no path or reserved characters. */
export function pdfFileName(title: string): string {
  const safe = title
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return `${safe || 'trip'}.pdf`;
}
