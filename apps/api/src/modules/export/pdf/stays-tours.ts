import { compareCodes, type Booking, type Tour } from '@trilha/shared';
import { COLORS, type PdfWriter } from './document';
import type { Formatter } from './format';
import type { Texts } from '../../../lib/i18n';

const bookedBadge = (pdf: PdfWriter, booked: boolean, t: Texts<'pdf'>) =>
  pdf.badge(booked ? t('booked') : t('notBooked'), booked ? COLORS.green : COLORS.orange);

/** "€120.00", or "Free" for a price of zero. */
export const priceText = (price: number, currency: string, t: Texts<'pdf'>, f: Formatter) =>
  price === 0 ? t('free') : f.money(price, currency);

export function drawStays(pdf: PdfWriter, stays: Booking[], t: Texts<'pdf'>, f: Formatter) {
  if (stays.length === 0) return;
  pdf.section(t('stays'));
  for (const stay of [...stays].sort((a, b) => compareCodes(a.checkIn, b.checkIn))) {
    pdf.subheading(stay.accommodationName, 60);
    bookedBadge(pdf, stay.booked, t);
    pdf.field(t('checkIn'), f.date(stay.checkIn));
    pdf.field(t('checkOut'), `${f.date(stay.checkOut)} · ${t('nights', { count: stay.nights })}`);
    pdf.field(t('address'), stay.address);
    if (stay.confirmationNumber) pdf.field(t('confirmationNumber'), stay.confirmationNumber);
    if (stay.price !== null) pdf.field(t('price'), priceText(stay.price, stay.currency, t, f));
    if (stay.bookingLink) pdf.text(stay.bookingLink, { size: 8.5, color: COLORS.blueLight });
    if (stay.notes) pdf.text(stay.notes, { size: 9, color: COLORS.muted });
    pdf.rule();
  }
}

export function drawTours(pdf: PdfWriter, tours: Tour[], t: Texts<'pdf'>, f: Formatter) {
  if (tours.length === 0) return;
  pdf.section(t('tours'));
  const when = (tour: Tour) => `${tour.date}T${tour.time ?? '00:00'}`;
  for (const tour of [...tours].sort((a, b) => compareCodes(when(a), when(b)))) {
    pdf.subheading(tour.name, 50);
    bookedBadge(pdf, tour.booked, t);
    pdf.text([f.longDate(tour.date), tour.time, tour.location].filter(Boolean).join(' · '), { size: 9.5 });
    if (tour.price !== null) pdf.field(t('price'), priceText(tour.price, tour.currency, t, f));
    if (tour.bookingLink) pdf.text(tour.bookingLink, { size: 8.5, color: COLORS.blueLight });
    if (tour.notes) pdf.text(tour.notes, { size: 9, color: COLORS.muted });
    pdf.rule();
  }
}
