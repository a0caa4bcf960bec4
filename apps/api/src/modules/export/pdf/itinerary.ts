import { dayEntries, datesBetween, type DayEntry, type TripDetail } from '@trilha/shared';
import { COLORS, type PdfWriter } from './document';
import type { Formatter } from './format';
import type { Texts } from '../../../lib/i18n';

function describe(entry: DayEntry, t: Texts<'pdf'>): { title: string; detail: string } {
  switch (entry.kind) {
    case 'itinerary':
      return {
        title: entry.item.placeName,
        detail: [entry.item.location, entry.item.notes].filter(Boolean).join(' · '),
      };
    case 'flight': {
      const { flight } = entry;
      return entry.leg === 'departure'
        ? {
            title: t('flightLeg', {
              number: flight.flightNumber,
              from: flight.departure.airport,
              to: flight.arrival.airport,
            }),
            detail: flight.airline,
          }
        : {
            title: t('landing', { number: flight.flightNumber, from: flight.departure.airport }),
            detail: flight.arrival.airportName,
          };
    }
    case 'tour':
      return { title: entry.tour.name, detail: entry.tour.location };
    case 'check-in':
      return {
        title: t('checkInAt', { name: entry.booking.accommodationName }),
        detail: entry.booking.address,
      };
    case 'check-out':
      return { title: t('checkOutOf', { name: entry.booking.accommodationName }), detail: '' };
    case 'stay-night':
      return {
        title: t('nightAt', { name: entry.booking.accommodationName }),
        detail: entry.booking.address,
      };
  }
}

/** Every day of the trip with its plans in the day view's order (shared `dayEntries`). */
export function drawItinerary(pdf: PdfWriter, trip: TripDetail, t: Texts<'pdf'>, f: Formatter) {
  pdf.section(t('itinerary'));
  const items = trip.itinerary.flatMap((day) => day.items);
  const plan = { itinerary: items, flights: trip.flights, bookings: trip.bookings, tours: trip.tours };
  const tripDates = datesBetween(trip.startDate, trip.endDate);
  // Days that kept items after the trip's dates changed are printed too, after the trip's own.
  const outside = trip.itinerary.filter((day) => day.outsideTrip && day.items.length > 0).map((d) => d.date);
  for (const [index, date] of [...tripDates, ...outside].entries()) {
    const entries = dayEntries(date, plan);
    const label = index < tripDates.length ? t('day', { index: index + 1 }) : t('outsideTrip');
    pdf.subheading(`${label} · ${f.longDate(date)}`, entries.length > 0 ? 30 : 12);
    if (entries.length === 0) {
      pdf.text(t('nothingPlanned'), { size: 9, color: COLORS.muted, indent: 12, gap: 6 });
      continue;
    }
    for (const entry of entries) {
      const { title, detail } = describe(entry, t);
      pdf.ensureSpace(detail ? 28 : 16);
      const y = pdf.doc.y;
      pdf.text(
        entry.time ?? t(`timesOfDay.${entry.timeOfDay}`),
        { size: 9, weight: 'semibold', color: COLORS.orange, width: 70 },
        pdf.left + 12,
        y,
      );
      pdf.doc.y = y;
      pdf.text(title, { size: 10, weight: 'semibold', indent: 90 }, pdf.left + 90, y);
      if (detail) pdf.text(detail, { size: 9, color: COLORS.muted, indent: 90 });
      pdf.space(3);
    }
    pdf.space(4);
  }
}
