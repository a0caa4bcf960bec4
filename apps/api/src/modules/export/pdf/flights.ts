import { compareCodes, type Flight } from '@trilha/shared';
import { COLORS, type PdfWriter } from './document';
import type { Formatter } from './format';
import { priceText } from './stays-tours';
import type { Texts } from '../../../lib/i18n';

const byDeparture = (a: Flight, b: Flight) => compareCodes(a.departure.time, b.departure.time);

/** Each flight with the airports' local times, as the app shows them, seats, bags and the code. */
export function drawFlights(pdf: PdfWriter, flights: Flight[], t: Texts<'pdf'>, f: Formatter) {
  if (flights.length === 0) return;
  pdf.section(t('flights'));
  for (const flight of [...flights].sort(byDeparture)) {
    pdf.subheading(`${flight.flightNumber} · ${flight.airline}`, 70);
    const end = (side: Flight['departure']) =>
      [
        f.localDateTime(side.time),
        `${side.airport}${side.airportName ? ` (${side.airportName})` : ''}`,
        // "T2" prints as "Terminal 2", not "Terminal T2".
        side.terminal && t('terminal', { name: side.terminal.replace(/^T(?=\d)/i, '') }),
      ]
        .filter(Boolean)
        .join(' · ');
    pdf.field(t('departure'), end(flight.departure));
    pdf.field(t('arrival'), end(flight.arrival));
    const hours = Math.floor(flight.durationMinutes / 60);
    pdf.field(
      t('status'),
      `${t(`statuses.${flight.status}`)} · ${t('duration', { hours, minutes: String(flight.durationMinutes % 60).padStart(2, '0') })}`,
    );
    pdf.field(t('confirmation'), flight.confirmationCode);
    if (flight.price !== null) pdf.field(t('price'), priceText(flight.price, flight.currency, t, f));
    if (flight.passengers.length > 0) {
      const people = flight.passengers.map((p) => (p.seat ? `${p.name} (${t('seat')} ${p.seat})` : p.name));
      pdf.field(t('passengers'), people.join(', '));
    }
    if (flight.baggages.length > 0) {
      const bags = flight.baggages.map(
        (b) => `${b.quantity} × ${t(`baggageTypes.${b.type}`)} ${b.weightKg} kg`,
      );
      pdf.field(t('baggage'), bags.join(', '));
    }
    pdf.rule();
  }
  pdf.doc.fillColor(COLORS.ink);
}
